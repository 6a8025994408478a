// Observable Plot names its marks with aria-label on <g>, which ARIA does not allow on an
// element with no role (axe: aria-prohibited-attr). Every plot the page shows passes here.

/** Gives each named mark group of a Plot SVG the role `group`. */
export function groupPlotMarks(svg) {
  for (const g of svg.querySelectorAll('[aria-label]:not([role])')) g.setAttribute('role', 'group');
  return svg;
}
