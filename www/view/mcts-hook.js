// Monte Carlo tree search on the main tree (UCT's statistics and phases, drawn by code loaded
// with the Monte Carlo box: mcts/tree-marks.js), without putting that code in the first load:
// the box sets `over`, which takes the page's current tree and the picture it would paint and
// gives the picture to paint instead (or null: the page's own); the page painter sets
// `repaint`, which the box calls when its step changes. A picture may carry `overlay`:
// {svg(layer, pos, el), paint(ctx, v, ranges, sx), words(id)} — its texts in the SVG renderer
// (view/svg-drawing.js), on the canvas (view/canvas-paint.js) and in the ARIA tree's item
// (view/tree-item.js).
export const mctsHook = { over: null, repaint: null };
