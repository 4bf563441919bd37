import fc from 'fast-check';
import {
  ADDRESS_PATTERNS,
  addressesIn,
  fillAddress,
  framePathOf,
  matchAddress,
  patternOf,
  routePathOf,
  siteAddressOf,
  sitePathOf,
  SITE_FILE_PATTERNS,
  SKIN_ROUTES,
  type AddressKind,
  type SiteFileKind,
  type SiteFrame,
} from './addresses';
import { conversationLinkPath } from '../notices/mail';
import { skinPageOfPath } from '../visits/skin-visits';

const KINDS = [...Object.keys(ADDRESS_PATTERNS), ...Object.keys(SITE_FILE_PATTERNS)] as (AddressKind | SiteFileKind)[];
const paramsOf = (pattern: string) => [...pattern.matchAll(/:([A-Za-z]+)/g)].map(([, name = '']) => name);

/** Anything a piece of data could hold: slashes, spaces, %, accents, emoji. */
const anyText = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 });
/** Names a skin can have, and ids as the studio makes them. */
const skinName = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_-]{2,14}$/);
const studioId = fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,11}$/);
const frameArb = fc.record({
  host: fc.constant('solange.exemplo.com.br'),
  skin: skinName,
  site: fc.constant('https://lab.example'),
});

describe('every address kind', () => {
  it.each(KINDS)('%s: what the builder writes, the parser reads back, whatever the data holds', (kind) => {
    const pattern = patternOf(kind);
    const names = paramsOf(pattern);
    fc.assert(
      fc.property(fc.array(anyText, { minLength: names.length, maxLength: names.length }), (values) => {
        const params = Object.fromEntries(names.map((name, index) => [name, values[index] ?? '']));
        const built = fillAddress<string>(pattern, ...values);
        expect(matchAddress(pattern, built)).toEqual(params);
      }),
    );
  });

  it('is no other kind with the same shape: a literal segment must match as spelled', () => {
    expect(matchAddress(ADDRESS_PATTERNS.contacts, '/menu/u1/contatos')).toEqual({ userId: 'u1' });
    expect(matchAddress(ADDRESS_PATTERNS.contacts, '/menu/u1/acessos')).toBeNull();
    expect(matchAddress(ADDRESS_PATTERNS.skinCard, '/lab/home/x/c1')).toBeNull();
    expect(matchAddress(ADDRESS_PATTERNS.skinPage, '/lab/%E0%A4%A')).toBeNull();
  });
});

describe('what the browser carries', () => {
  it("keeps the files only the page function answers (sitemap, robots) out of the table the app's routes and links read", () => {
    expect(Object.values(ADDRESS_PATTERNS)).not.toContain('/sitemap.xml');
    expect(Object.values(ADDRESS_PATTERNS)).not.toContain('/robots.txt');
  });
});

describe("a skin's public addresses", () => {
  it('on the main site: the page and card the builder writes are the ones the server reads', () => {
    const main = addressesIn(null);
    fc.assert(
      fc.property(skinName, anyText, anyText, (skin, page, card) => {
        expect(siteAddressOf(main.skinPage(skin, page))).toEqual({ username: skin, pageId: page, cardId: null });
        expect(siteAddressOf(main.skinCard(skin, page, card))).toEqual({ username: skin, pageId: page, cardId: card });
        expect(siteAddressOf(fillAddress(ADDRESS_PATTERNS.skin, skin))).toEqual({
          username: skin,
          pageId: null,
          cardId: null,
        });
      }),
    );
  });

  it("on its own domain: the domain's address and the main site's name the same page and card", () => {
    fc.assert(
      fc.property(frameArb, anyText, anyText, (frame: SiteFrame, page, card) => {
        const onDomain = addressesIn(frame);
        const main = addressesIn(null);
        for (const [domainPath, sitePath] of [
          [onDomain.skinPage(frame.skin, page), main.skinPage(frame.skin, page)],
          [onDomain.skinCard(frame.skin, page, card), main.skinCard(frame.skin, page, card)],
        ] as const) {
          expect(sitePathOf(frame, domainPath)).toBe(sitePath);
          expect(framePathOf(frame, sitePath)).toBe(domainPath);
        }
        expect(siteAddressOf(sitePathOf(frame, '/'))).toEqual({ username: frame.skin, pageId: null, cardId: null });
      }),
    );
  });

  it('counted as a visit, under the address it was built as', () => {
    const main = addressesIn(null);
    fc.assert(
      fc.property(skinName, studioId, studioId, (skin, page, card) => {
        const lower = skin.toLowerCase();
        expect(skinPageOfPath(main.skinCard(skin, page, card))).toEqual({
          skin: lower,
          pageId: page,
          cardId: card,
          path: main.skinCard(lower, page, card),
        });
        expect(skinPageOfPath(main.skinPage(skin, page))?.path).toBe(main.skinPage(lower, page));
      }),
    );
  });

  it("routes the router declares match the builder's addresses", () => {
    expect(SKIN_ROUTES.site).toBe(':skin/*');
    expect(SKIN_ROUTES.page('projetos')).toBe('projetos');
    expect(SKIN_ROUTES.card('projetos')).toBe('projetos/card/:cardId');
    expect(routePathOf(ADDRESS_PATTERNS.chat, ADDRESS_PATTERNS.menu)).toBe('contatos/:contactId/chat/:conversationId');
    const underMenu = Object.values(ADDRESS_PATTERNS).filter((pattern) => pattern.startsWith(`${ADDRESS_PATTERNS.menuHome}/`));
    expect(underMenu.filter((pattern) => !pattern.startsWith(ADDRESS_PATTERNS.menu))).toEqual([]);
  });
});

describe('the link an e-mail opens a conversation by', () => {
  it('is the address the app routes, read back as written', () => {
    fc.assert(
      fc.property(anyText, anyText, (contactId, conversationId) => {
        const link = conversationLinkPath(contactId, conversationId);
        expect(link).toBe(addressesIn(null).conversationLink(contactId, conversationId));
        expect(matchAddress(ADDRESS_PATTERNS.conversationLink, link)).toEqual({ contactId, conversationId });
      }),
    );
  });
});

describe("a booking's own link", () => {
  it('Booking link read as a skin: /reserva/{id} is the booking page, never the skin "reserva" and its page', () => {
    const link = addressesIn(null).bookingLink('r1');
    expect(link).toBe('/reserva/r1');
    expect(matchAddress(ADDRESS_PATTERNS.bookingLink, link)).toEqual({ bookingId: 'r1' });
    // The page function then serves the app, which opens the booking, not a skin's 404.
    expect(siteAddressOf(link)).toBeNull();
  });
});
