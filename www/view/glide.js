// The glide of a tree view to the step it follows (tree-view.js): a few frames from one
// transform to another (camera.js, glideAt), none with prefers-reduced-motion; a pan or zoom
// by the user stops it.
import { glideAt } from './camera.js';

/** How long (ms) the view glides to the step it follows. */
const GLIDE_MS = 180;

export const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export class Glide {
  frame = null;

  /** Whether a glide is under way. */
  get on() {
    return this.frame != null;
  }

  /** Calls `show(t)` with each frame's transform from `from` to `target`, eased out. */
  run(from, target, show) {
    this.stop();
    const start = performance.now();
    const frame = (now) => {
      const u = Math.min(1, Math.max(0, (now - start) / GLIDE_MS)); // a frame may be stamped before `start` (a busy main thread): a negative u overshoots
      show(glideAt(from, target, u));
      this.frame = u < 1 ? requestAnimationFrame(frame) : null;
    };
    this.frame = requestAnimationFrame(frame);
  }

  stop() {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = null;
  }
}
