/**
 * The reads of the published snapshot (published-site.ts), declared once: the server's render reads
 * through the Store's DocPort, the browser through Firestore's REST API or the demo's memory, each
 * supplying only how one document is fetched.
 */
import type { SiteAddress } from '../kernel/addresses';
import type { DocData } from '../kernel/store/doc-port';
import {
  mainPageIdOf,
  publishedPaths,
  siteFromPublished,
  type PublishedCardDoc,
  type PublishedPageDoc,
  type PublishedSiteDoc,
} from './published-site';
import type { SkinSite } from '../kernel/types';

/** One document by path, null when absent: the only read a public page makes. */
export type GetDocument = (path: string) => Promise<DocData | null>;

/** The snapshot collections a public page reads. */
export type PublishedCollection = 'sites' | 'paginasPublicadas' | 'cardsPublicados';

/**
 * Checks one snapshot document and returns it in the domain's shape, or throws MalformedSnapshotError.
 * The server and the demo decode with the entity schemas (`decodePublished`, `@lab/domain/store`);
 * the browser, whose page budget zod would take 8 kB of, checks the shape it renders from
 * (`publishedShape`): only the functions write these documents (the rules let no client write).
 */
export type PublishedDecoder = (collection: PublishedCollection, path: string, data: DocData) => DocData;

const LISTS: Record<PublishedCollection, readonly string[]> = {
  sites: ['paginas'],
  paginasPublicadas: ['containers', 'cards', 'addOns'],
  cardsPublicados: ['addOnIds'],
};

export const publishedShape: PublishedDecoder = (collection, path, data) => {
  const missing = LISTS[collection].find((field) => !Array.isArray(data[field]));
  if (missing !== undefined) throw new MalformedSnapshotError(path, `${missing}: expected array`);
  if (collection === 'sites' && (typeof data['skin'] !== 'object' || data['skin'] === null))
    throw new MalformedSnapshotError(path, 'skin: expected object');
  return data;
};

/** Someone wrote a snapshot document the schema refuses: the page cannot be trusted to render. */
export class MalformedSnapshotError extends Error {
  constructor(path: string, problem: string) {
    super(`The published document ${path} is malformed: ${problem}`);
    this.name = 'MalformedSnapshotError';
  }
}

/**
 * The public page read, declared once for every reader (the server's render over the Store, the
 * browser over Firestore's REST API or the demo's memory): anyone may make it (firestore.rules lets
 * anyone get `sites/**`), and it costs the site document and the page document, fetched together,
 * plus the card document on a card address. A bare skin address learns its main page from the site
 * document first. Null when no skin has the name.
 */
export async function readPublishedSite(
  get: GetDocument,
  address: SiteAddress,
  decode: PublishedDecoder = publishedShape,
): Promise<SkinSite | null> {
  const { username, cardId } = address;
  const read = async (collection: PublishedCollection, path: string) => {
    const data = await get(path);
    return data === null ? null : decode(collection, path, data);
  };
  const readPage = (pageId: string) => read('paginasPublicadas', publishedPaths.page(username, pageId));
  const readCard = () =>
    cardId === null ? Promise.resolve(null) : read('cardsPublicados', publishedPaths.card(username, cardId));
  const siteRead = read('sites', publishedPaths.site(username));
  let site: DocData | null;
  let page: DocData | null;
  let card: DocData | null;
  if (address.pageId !== null) {
    [site, page, card] = await Promise.all([siteRead, readPage(address.pageId), readCard()]);
  } else {
    site = await siteRead;
    const main = site ? mainPageIdOf(site as unknown as PublishedSiteDoc) : null;
    [page, card] = await Promise.all([main === null ? null : readPage(main), readCard()]);
  }
  if (!site) return null;
  return siteFromPublished(
    site as unknown as PublishedSiteDoc,
    page ? [page as unknown as PublishedPageDoc] : [],
    card ? [card as unknown as PublishedCardDoc] : [],
  );
}

/**
 * What a public address shows: the skin's tree, `'hidden'` when the moderation hid the skin (its
 * snapshot is gone and sitesOcultos/{username} says so: the page answers 410 "Skin indisponível"), or
 * null when no skin has the name. The marker is read only when there is no snapshot, so a visible
 * skin's page costs what readPublishedSite costs.
 */
export async function readSkinAddress(
  get: GetDocument,
  address: SiteAddress,
  decode: PublishedDecoder = publishedShape,
): Promise<SkinSite | 'hidden' | null> {
  const site = await readPublishedSite(get, address, decode);
  if (site) return site;
  return (await get(publishedPaths.hidden(address.username))) ? 'hidden' : null;
}
