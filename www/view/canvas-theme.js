// The theme's colours as the canvas renderer and the overview (minimap.js) draw them: every
// token of marks.js, read from the CSS custom properties (tree-view.css). Apart from
// canvas-paint.js because the overview needs them whatever the renderer, and canvas-paint.js
// loads only with the first tree too large for SVG.
import { TOKENS } from './marks.js';

/** The light theme's colours (tree-view.css), for an element that sets none. */
const LIGHT = {
  bg: '#fff',
  fg: '#1d2330',
  muted: '#6a7280',
  examined: '#4d96d5',
  shallow: '#5f6670',
  deep: '#c25200',
  window: '#8e3f78',
  current: '#b07400',
  active: '#1f6fb2',
  select: '#007a5e',
  pv: '#1d2330',
};

/** The theme's colours (every token of marks.js), read from the CSS custom properties of the element. */
export function themeOf(el) {
  const cs = getComputedStyle(el);
  const theme = { font: cs.fontFamily || 'system-ui, sans-serif' };
  for (const t of TOKENS) theme[t] = cs.getPropertyValue(`--tv-${t}`).trim() || LIGHT[t];
  return theme;
}
