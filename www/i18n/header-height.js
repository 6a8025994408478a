// The header's height as the CSS variable --header-h on <html>: on a wide screen the page is
// one screen high below the header (style.css, `.layout`), and a longer language (German,
// Polish, the pseudo-locale) can wrap the header's buttons to a second row, which would push
// the step-through below the fold if the height were a constant.
export function trackHeaderHeight(header) {
  if (!header || typeof ResizeObserver !== 'function') return;
  const set = () => document.documentElement.style.setProperty('--header-h', `${Math.ceil(header.getBoundingClientRect().height) + 1}px`);
  new ResizeObserver(set).observe(header);
  set();
}
