/**
 * Its own module so tests can replace it (jsdom cannot reload a page), and one stable function so
 * effects that take it as a dependency are not re-run on every render.
 */
export function reloadPage(): void {
  window.location.reload();
}
