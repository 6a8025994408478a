// <game-tree-playground>'s own look (embed.js): its box, caption and error line, light and
// dark (prefers-color-scheme), and its room on a narrow screen when it shows controls. The
// tree's look is the page's (view/tree-view.css), the controls' their own (embed-controls.js).
export const HOST_CSS = `
:host { display: block; height: 340px; border: 1px solid #d5d9e0; border-radius: 8px; overflow: hidden;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; font-size: 14px;
  background: #fff; color: #1d2330; contain: content; }
:host([hidden]) { display: none; }
@media (prefers-color-scheme: dark) { :host { background: #161a21; color: #e6e9ef; border-color: #323a47; } }
.wrap { display: flex; flex-direction: column; height: 100%; }
.box { flex: 1; min-height: 80px; position: relative; }
.caption { margin: 0; padding: 4px 8px; border-top: 1px solid #d5d9e066; font-variant-numeric: tabular-nums; }
.error { margin: 0; padding: 4px 8px; color: #b3261e; }
.error:empty { display: none; }
/* A narrow element with controls: the bar wraps and the sentences grow, so the tree keeps its room and the element grows. */
@media (max-width: 600px) { :host([controls]) { height: auto; } :host([controls]) .box { flex: none; height: 260px; } }
@media (prefers-color-scheme: dark) { .error { color: #ff8a80; } }
`;
