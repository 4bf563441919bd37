/**
 * The growth kit on the path that ships: the Firebase build on the Hosting, Functions, Auth and
 * Firestore emulators, at 375 px, with the steps the demo suite runs (signed-in/*-flow.ts). Daniela
 * starts her page as Marina does; a visitor's clicks go through Hosting's /__clique to the
 * clickBeacon function and reach her VISITAS; her QR downloads read back; a card scheduled for
 * tomorrow stays out of the page function's HTML and the published snapshot; a client's quote shows
 * once she approves it; the served page carries what link previews read, and its drawn share image.
 *
 * No Storage emulator runs here, so no picture can be sent from a device: her gallery comes in a skin
 * file imported in SUAS SKINS, with the site's own pictures (/seed/…), which every backend accepts.
 */
import type { Page } from 'playwright-core';
import { clicksByCard, keepLinksHome, sheOpensVisitas, visitorTakesLink } from '../signed-in/clicks-flow';
import { closesWithEscape, goesOnWithArrowRight, opensViewerWithKeyboard } from '../signed-in/gallery-flow';
import { marinaStarts, PHONE, Stopwatch, type Creator } from '../signed-in/marina-flow';
import { readAsCrawler } from '../signed-in/previews-flow';
import { closeWithEscape, downloadsReadBack, skinQrInSuasSkins } from '../signed-in/qr-flow';
import { addCard, fromTomorrow, scheduledBadge } from '../signed-in/schedule-flow';
import { chooseFromDrawer, screenshot, sessionPerFile, watchPageErrors } from '../signed-in/signed-in-site';
import { addContainer, saved, startCard } from '../signed-in/studio-steps';
import {
  HERS,
  publicQuotes,
  QUOTE,
  sheAddsTestimonials,
  sheApproves,
  sheAsksForATestimonial,
  sheSeesPending,
  visitorFillsQuote,
  visitorSends,
} from '../signed-in/testimonials-flow';
import { adminDocuments, EMULATOR_SITE, watchOutsideRequests } from './emulator-site';

/** Not Marina, Carla nor Beatriz: the Emulator Suite's suites share one database. */
const DANIELA: Creator = { name: 'Daniela Rocha', skin: 'daniela-rocha' };
const GALLERY_SKIN = 'daniela-galeria';
const LINK_CARDS = [
  { name: 'Padaria Trigo', title: 'Marca de uma padaria', link: 'behance.net/daniela/trigo' },
  { name: 'Feira Viva', title: 'Cartaz de uma feira', link: 'behance.net/daniela/feira' },
];
const QUOTES_TITLE = 'O que dizem';

const session = sessionPerFile(EMULATOR_SITE);
const phone = () => session.newContext({ viewport: PHONE, acceptDownloads: true });

/** Her studio and her menu's address, filled in by the first test, which makes her. */
let her: Page;
let studio = '';
let menu = '';
let herErrors: Error[] = [];
let herOutside: string[] = [];

/** A page of hers as a crawler asks Hosting for it, with no cache of its own (the page function renders it). */
async function served(path: string): Promise<string> {
  const answer = await fetch(`${EMULATOR_SITE}${path}`);
  expect(answer.status).toBe(200);
  return answer.text();
}

/** A skin file with one page and one Galeria of three of the site's own pictures. */
function galleryFile(): Buffer {
  const picture = (id: string, src: string) => ({ id, src: `/seed/${src}`, alt: `Foto ${id}`, largura: 800, altura: 600 });
  const file = {
    formato: 'lab-skin',
    versao: 1,
    skin: { tema: '', icone: '/seed/avatar-sol.svg', nomeExibicao: DANIELA.name },
    paginas: [{ slug: 'home', nome: 'Início', conteudo: 'Trabalhos recentes.', principal: true, containers: [0] }],
    containers: [
      {
        titulo: 'Trabalhos',
        tipo: 'galeria',
        icone: '',
        cards: [],
        galeria: {
          imagens: [picture('praia', 'projeto-1.svg'), picture('retrato', 'projeto-2.svg'), picture('atelie', 'projeto-3.svg')],
        },
      },
    ],
    cards: [],
  };
  return Buffer.from(JSON.stringify(file));
}

describe('the growth kit, on the emulators', () => {
  it('Daniela starts her page and adds two cards with links', async () => {
    her = await (await phone()).newPage();
    herErrors = watchPageErrors(her);
    herOutside = watchOutsideRequests(her);
    await marinaStarts(her, new Stopwatch(), DANIELA);
    studio = new URL(her.url()).pathname;
    menu = studio.replace(/\/skins\/.*$/, '');
    for (const card of LINK_CARDS) {
      const form = await startCard(her, 'Destaques', { name: card.name, title: card.title, description: 'Identidade visual.' });
      await form.getByRole('textbox', { name: 'Link externo' }).fill(card.link);
      await form.getByRole('button', { name: 'Salvar card' }).click();
      await saved(her, `Novo card ${card.title}`, 20000);
    }
  });

  it('a visitor’s clicks on two cards, sent through Hosting to clickBeacon, show in her VISITAS', async () => {
    const context = await phone();
    const visitor = await context.newPage();
    await keepLinksHome(context, visitor);
    const visitorErrors = watchPageErrors(visitor);
    await visitor.goto(`/${DANIELA.skin}`);
    await visitorTakesLink(visitor, LINK_CARDS[0]!.name);
    await visitorTakesLink(visitor, LINK_CARDS[0]!.name);
    await visitorTakesLink(visitor, LINK_CARDS[1]!.name);
    await screenshot(visitor, 'emulators-growth-clicks-visitor-375');

    await her.goto(`/${DANIELA.skin}`);
    await sheOpensVisitas(her);
    // The function writes the counts after the beacon answered: her live VISITAS gets there on its own.
    await her
      .getByRole('region', { name: 'Cliques nos cards' })
      .locator('caption')
      .filter({ hasText: /^Cliques por card: 3 cliques/ })
      .waitFor({ timeout: 30000 });
    const table = await clicksByCard(her);
    expect(table?.rows.map(([name, clicks]) => [name, clicks])).toEqual([
      [LINK_CARDS[0]!.name, '2'],
      [LINK_CARDS[1]!.name, '1'],
    ]);
    await screenshot(her, 'emulators-growth-clicks-visitas-375');
    expect(visitorErrors).toEqual([]);
  });

  it('her skin’s QR code in SUAS SKINS, downloaded as SVG and PNG, reads back to her address', async () => {
    const { opener, dialog } = await skinQrInSuasSkins(her, menu, DANIELA.skin);
    const address = await downloadsReadBack(her, dialog, `qr-${DANIELA.skin}-home`);
    expect(new URL(address).pathname).toBe(`/${DANIELA.skin}/home`);
    await screenshot(her, 'emulators-growth-qr-375', { fullPage: false });
    await closeWithEscape(her, dialog, opener);
  });

  it('a card scheduled for tomorrow is "agendado" in the studio and absent from the served HTML and the published snapshot', async () => {
    await her.goto(studio);
    await addContainer(her, 'Novidades', 20000);
    await addCard(her, 'Novidades', 'sempre aqui', undefined, 20000);
    await addCard(her, 'Novidades', 'lançamento', fromTomorrow(her), 20000);
    const badge = scheduledBadge(her, 'Novidades', 'lançamento');
    await badge.waitFor();
    expect(await badge.getAttribute('title')).toMatch(/^Aparece em \d\d\/\d\d\/\d{4}, \d\d:\d\d$/);
    await screenshot(her, 'emulators-growth-schedule-studio-375');

    const html = await served(`/${DANIELA.skin}`);
    expect(html).toContain('sempre aqui');
    expect(html).not.toContain('lançamento');
    const snapshot = JSON.stringify(await adminDocuments(`sites/${DANIELA.skin}/paginasPublicadas`));
    expect(snapshot).toContain('sempre aqui');
    expect(snapshot).not.toContain('lançamento');
  });

  it('a quote sent through her link shows on her page only once she approves it', async () => {
    await her.goto(studio);
    await sheAddsTestimonials(her, QUOTES_TITLE);
    const link = await sheAsksForATestimonial(her);

    const visitor = await (await phone()).newPage();
    const visitorErrors = watchPageErrors(visitor);
    await visitorFillsQuote(visitor, link, DANIELA.name);
    await visitorSends(visitor);
    await screenshot(visitor, 'emulators-growth-quote-sent-375');
    expect(await publicQuotes(visitor, `/${DANIELA.skin}`, QUOTES_TITLE)).toEqual([HERS]);
    expect(await served(`/${DANIELA.skin}`)).not.toContain(QUOTE);

    await sheSeesPending(her, 1);
    await sheApproves(her);
    expect(await served(`/${DANIELA.skin}`)).toContain(QUOTE);
    // Her page is kept a minute by the browser that saw it (pageCacheControl's max-age=60), so the
    // approved quote is looked for as a visitor who opens her page afterwards would, in a browser of her own.
    const later = await (await phone()).newPage();
    const laterErrors = watchPageErrors(later);
    expect(await publicQuotes(later, `/${DANIELA.skin}`, QUOTES_TITLE)).toEqual([HERS, QUOTE]);
    await screenshot(later, 'emulators-growth-quotes-375');
    expect([...visitorErrors, ...laterErrors]).toEqual([]);
  });

  it('her gallery, imported in a skin file, opens its viewer and is gone through with the keyboard', async () => {
    await her.goto(menu);
    await chooseFromDrawer(her, 'SUAS SKINS');
    const importForm = her.getByRole('form', { name: 'Importar skin' });
    await importForm
      .getByLabel(/Arquivo da skin/)
      .setInputFiles({ name: `${GALLERY_SKIN}.lab-skin.json`, mimeType: 'application/json', buffer: galleryFile() });
    await importForm.getByRole('textbox', { name: 'Nome da nova skin' }).fill(GALLERY_SKIN);
    await importForm.getByRole('button', { name: 'Importar' }).click();
    await her
      .getByRole('status')
      .filter({ hasText: `Skin ${GALLERY_SKIN} importada.` })
      .waitFor({ timeout: 20000 });

    const visitor = await (await phone()).newPage();
    const visitorErrors = watchPageErrors(visitor);
    await visitor.goto(`/${GALLERY_SKIN}`);
    await visitor.locator('.gallery__grid').waitFor({ timeout: 20000 });
    const viewer = await opensViewerWithKeyboard(visitor, 3, 'Foto praia');
    await goesOnWithArrowRight(visitor, viewer, 2, 3, 'Foto retrato');
    await screenshot(visitor, 'emulators-growth-gallery-viewer-375', { fullPage: false });
    await closesWithEscape(visitor, viewer);
    expect(visitorErrors).toEqual([]);
  });

  it('her served page is in pt-BR, with a ProfilePage of her Person and og:image her drawn share image, 1200×630', async () => {
    const html = await served(`/${DANIELA.skin}/projetos`);
    expect(html).toMatch(/<html lang="pt-BR"/);
    const { scripts, profiles, og } = await readAsCrawler(await session.newPage(), html);
    expect(scripts).toHaveLength(1);
    expect(profiles).toHaveLength(1);
    expect(profiles[0]).toMatchObject({ inLanguage: 'pt-BR', mainEntity: { '@type': 'Person' } });
    const image = (await og('og:image')) ?? '';
    expect(image).toMatch(/\/compartilhar\/.+\.png$/);

    // The address names the site's own origin; the same path asked of Hosting here.
    const answer = await fetch(`${EMULATOR_SITE}${new URL(image).pathname}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await answer.arrayBuffer());
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    // IHDR comes first: its width and height, big-endian, at bytes 16 and 20.
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 });

    expect(herOutside).toEqual([]);
    expect(herErrors).toEqual([]);
  });
});
