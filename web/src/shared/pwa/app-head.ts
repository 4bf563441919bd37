/**
 * The head entries that make the signed-in area installable: the web app manifest and the theme
 * colour of the window it opens in. They are added by the menu, never written into app.html, so the
 * public pages built from that template link no manifest.
 */
export const MANIFEST_URL = '/manifest.webmanifest';
/** The manifest's theme_color: the dark of the menu. */
export const APP_THEME_COLOR = '#14061f';

/** Adds what the head lacks; the returned function removes only what this call added. */
export function linkAppManifest(doc: Document): () => void {
  const added: Element[] = [];
  if (!doc.head.querySelector('link[rel="manifest"]')) {
    const link = doc.createElement('link');
    link.rel = 'manifest';
    link.href = MANIFEST_URL;
    added.push(doc.head.appendChild(link));
  }
  if (!doc.head.querySelector('meta[name="theme-color"]')) {
    const meta = doc.createElement('meta');
    meta.name = 'theme-color';
    meta.content = APP_THEME_COLOR;
    added.push(doc.head.appendChild(meta));
  }
  return () => {
    for (const element of added) element.remove();
  };
}
