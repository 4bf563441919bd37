/**
 * A skin page's structured data, as Google's "Profile page" documentation reads it: a ProfilePage
 * whose mainEntity is the Person she is (name, @address, photo, bio, her social profiles as sameAs),
 * and beside it the ItemList of the page's cards (an ItemList is no CreativeWork, so it cannot be the
 * page's hasPart: it is its own node of the graph). Typed against schema.org by schema-dts, so a
 * property that does not exist on its type fails the build; structured-data.test.ts checks Google's
 * required and recommended ones.
 */
import type { Graph, ItemList, ListItem, Person, ProfilePage } from 'schema-dts';

/**
 * Hosts whose addresses are profiles elsewhere: a card linking to one says who she is there
 * (sameAs). Other links are her work, not her identity.
 */
const SOCIAL_HOSTS = [
  'instagram.com',
  'tiktok.com',
  'youtube.com',
  'x.com',
  'twitter.com',
  'facebook.com',
  'linkedin.com',
  'behance.net',
  'dribbble.com',
  'github.com',
  'threads.net',
  'pinterest.com',
  'soundcloud.com',
  'twitch.tv',
  'bsky.app',
  'vimeo.com',
  'artstation.com',
];
const SAME_AS_MAX = 10;

/** Her profiles elsewhere among `links` (https, on a known social host, each once). */
export function socialProfiles(links: readonly string[]): string[] {
  const found = new Set<string>();
  for (const link of links) {
    let url: URL;
    try {
      url = new URL(link);
    } catch {
      continue;
    }
    const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
    if (url.protocol === 'https:' && SOCIAL_HOSTS.includes(host) && url.pathname.length > 1) found.add(url.href);
    if (found.size === SAME_AS_MAX) break;
  }
  return [...found];
}

export interface ProfileFacts {
  /** The page's address (absolute). */
  pageUrl: string;
  pageName: string;
  /** Her main page's address: the Person's url and @id. */
  profileUrl: string;
  name: string;
  username: string;
  description: string;
  image: string | null;
  sameAs: string[];
  /** When the skin was made (ms), or null when the snapshot does not know. */
  created: number | null;
  items: ListItem[];
}

export function profileGraph(facts: ProfileFacts): Graph {
  const person = {
    '@type': 'Person',
    '@id': `${facts.profileUrl}#skin`,
    name: facts.name,
    alternateName: `@${facts.username}`,
    identifier: facts.username,
    url: facts.profileUrl,
    ...(facts.image ? { image: facts.image } : {}),
    ...(facts.description ? { description: facts.description } : {}),
    ...(facts.sameAs.length > 0 ? { sameAs: facts.sameAs } : {}),
  } satisfies Person;
  const page = {
    '@type': 'ProfilePage',
    '@id': `${facts.pageUrl}#pagina`,
    url: facts.pageUrl,
    name: `${facts.pageName} · ${facts.name}`,
    inLanguage: 'pt-BR',
    ...(facts.created !== null ? { dateCreated: new Date(facts.created).toISOString() } : {}),
    mainEntity: person,
  } satisfies ProfilePage;
  const list = {
    '@type': 'ItemList',
    '@id': `${facts.pageUrl}#cards`,
    name: `${facts.pageName} · ${facts.name}`,
    url: facts.pageUrl,
    numberOfItems: facts.items.length,
    itemListElement: facts.items,
  } satisfies ItemList;
  return { '@context': 'https://schema.org', '@graph': [page, list] };
}
