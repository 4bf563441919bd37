/**
 * The mark the server leaves in a page of the site it rendered whole (the privacy notice): the
 * address it rendered, so the client hydrates that markup instead of painting it again. A skin's
 * page carries its tree instead (skin-data.ts).
 */
export const PRERENDERED_PAGE_ELEMENT_ID = 'prerendered-page';

/** The element the server writes after #root. */
export function prerenderedPageMark(path: string): string {
  return `<script type="application/json" id="${PRERENDERED_PAGE_ELEMENT_ID}">${JSON.stringify({ path }).replace(/</g, '\\u003c')}</script>`;
}

/** The address the server rendered, when it is this page's (a cached copy of another never stands in); else null. */
export function readPrerenderedPath(doc: Document, pathname: string): string | null {
  const text = doc.getElementById(PRERENDERED_PAGE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const { path } = JSON.parse(text) as { path?: unknown };
    return typeof path === 'string' && path === pathname ? path : null;
  } catch {
    return null;
  }
}
