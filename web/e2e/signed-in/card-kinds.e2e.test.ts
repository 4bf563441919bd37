/**
 * Cards of a kind on the demo: a creator adds a WhatsApp card (the number typed the way people write
 * it) and a Pix card in the studio; a visitor, in a browser of their own and not signed in, gets a
 * wa.me link with the number normalised and the first message encoded, and a Pix QR that a QR reader
 * decodes into a valid BR Code (CRC16 and the typed key in field 26), the same code the page shows and
 * **Copiar** puts on the clipboard. The visitor's page at 1280 and 375 px, with no serious axe finding.
 */
import jsQR from 'jsqr';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { emvFields, hasValidCrc } from '@lab/domain/br-code';
import { carryOver, waitForSavedVisits } from './demo-carry';
import { expectAccessibleAt, screenshot, sessionPerFile, signInToSkin, watchPageErrors } from './signed-in-site';
import { addContainer, addPage, saved, startCard } from './studio-steps';

const session = sessionPerFile();

const TYPED_NUMBER = '(11) 98765-4321';
const FIRST_MESSAGE = 'Olá! Vi seu portfólio & quero um orçamento?';
const PIX = { chave: '529.982.247-25', nome: 'Visitante Teste', cidade: 'São Paulo', valor: '25,90' };
/** The CPF as banks look it up: digits only. */
const PIX_KEY_STORED = '52998224725';

/** In the studio of Visitante Teste's skin: a page "pagar" with a WhatsApp card and a Pix card. */
async function buildCards(creator: Page): Promise<void> {
  await signInToSkin(creator, 'Visitante Teste');
  await creator.goto('/menu/user-visitante/skins/visitante/editar');
  await addPage(creator, 'pagar');
  await addContainer(creator, 'Fale e pague');

  const whatsapp = await startCard(creator, 'Fale e pague', {
    name: 'WhatsApp',
    title: 'Fale comigo',
    description: 'Respondo em até um dia útil.',
  });
  await whatsapp.getByRole('radio', { name: 'WhatsApp' }).check();
  await whatsapp.getByRole('textbox', { name: 'Número do WhatsApp' }).fill(TYPED_NUMBER);
  await whatsapp.getByRole('textbox', { name: 'Primeira mensagem (opcional)' }).fill(FIRST_MESSAGE);
  await whatsapp.getByRole('button', { name: 'Salvar card' }).click();
  await saved(creator, `Novo card WhatsApp ${TYPED_NUMBER}`);

  const pix = await startCard(creator, 'Fale e pague', {
    name: 'Pix',
    title: 'Apoie o projeto',
    description: 'Qualquer valor ajuda.',
  });
  await pix.getByRole('radio', { name: 'Pix' }).check();
  await pix.getByRole('textbox', { name: 'Chave Pix' }).fill(PIX.chave);
  await pix.getByRole('textbox', { name: 'Nome de quem recebe' }).fill(PIX.nome);
  await pix.getByRole('textbox', { name: 'Cidade de quem recebe' }).fill(PIX.cidade);
  await pix.getByRole('textbox', { name: 'Valor em R$ (opcional)' }).fill(PIX.valor);
  await pix.getByRole('button', { name: 'Salvar card' }).click();
  await saved(creator, `Novo card Pix ${PIX.chave}`);
}

/**
 * A visitor in a browser of their own (own demo data, no sign-in), given the creator's saved data the
 * way a server would share it, on the new page. Clipboard granted, so **Copiar** can be read back.
 */
async function visitorOf(creator: Page): Promise<{ context: BrowserContext; visitor: Page; errors: Error[] }> {
  // Twice the pixels, so the QR's modules are whole pixels in the screenshot the reader decodes.
  const context = await session.newContext({ deviceScaleFactor: 2 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.url });
  const visitor = await context.newPage();
  const errors = watchPageErrors(visitor);
  await visitor.goto('/visitante/home');
  // The visit is logged: the demo's database exists and can take the creator's documents.
  await waitForSavedVisits(visitor, 1);
  await carryOver(creator, visitor);
  await visitor.goto('/visitante/pagar');
  await visitor.getByRole('link', { name: /Conversar no WhatsApp/ }).waitFor();
  return { context, visitor, errors };
}

/**
 * What a QR reader reads in a screenshot of `qr`: the PNG turned into pixels by Chromium's own decoder
 * in a blank tab (no page code, no Content-Security-Policy), then jsQR on those pixels.
 */
async function readQr(context: BrowserContext, qr: Locator): Promise<string | null> {
  const png = await qr.screenshot();
  const blank = await context.newPage();
  try {
    const image = await blank.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context2d = canvas.getContext('2d');
      if (!context2d) throw new Error('sem canvas 2d');
      context2d.drawImage(bitmap, 0, 0);
      const { data } = context2d.getImageData(0, 0, bitmap.width, bitmap.height);
      let binary = '';
      for (const byte of data) binary += String.fromCharCode(byte);
      return { width: bitmap.width, height: bitmap.height, rgba: btoa(binary) };
    }, png.toString('base64'));
    const pixels = new Uint8ClampedArray(Buffer.from(image.rgba, 'base64'));
    return jsQR(pixels, image.width, image.height)?.data ?? null;
  } finally {
    await blank.close();
  }
}

/**
 * What a card's body cuts off: the pixels of content below its box, whether the description still
 * shows, and whether **Copiar** lies inside the card, so it is seen without scrolling the card.
 */
function cutOff(card: Locator): Promise<{ hidden: number; description: boolean; copyInside: boolean }> {
  return card.evaluate((article) => {
    const body = article.querySelector('.content-card__body');
    const description = article.querySelector('.content-card__description');
    const copy = article.querySelector('button');
    if (!body || !description || !copy) throw new Error('card sem corpo, descrição ou Copiar');
    const box = article.getBoundingClientRect();
    const button = copy.getBoundingClientRect();
    return {
      hidden: Math.max(0, body.scrollHeight - body.clientHeight),
      description: description.getBoundingClientRect().height > 0,
      copyInside: button.top >= box.top && button.bottom <= box.bottom,
    };
  });
}

/** The value of sub-field `sub` inside top-level field `id` of a BR Code. */
function subField(code: string, id: string, sub: string): string | undefined {
  const outer = emvFields(code)?.get(id);
  return outer === undefined ? undefined : emvFields(outer)?.get(sub);
}

describe('WhatsApp and Pix cards, from the studio to a visitor', () => {
  it('gives a visitor the wa.me link, and a Pix QR, code and Copiar that all hold the same valid BR Code', async () => {
    const creator = await session.newPage();
    const creatorErrors = watchPageErrors(creator);
    await buildCards(creator);
    const { context, visitor, errors } = await visitorOf(creator);

    const link = visitor.locator('[data-region="card"]').filter({ hasText: 'Fale comigo' }).locator('a[href^="https://wa.me/"]');
    expect(await link.getAttribute('href')).toBe(`https://wa.me/5511987654321?text=${encodeURIComponent(FIRST_MESSAGE)}`);
    expect(await link.getAttribute('target')).toBe('_blank');

    const pixCard = visitor.locator('[data-region="card"]').filter({ hasText: 'Apoie o projeto' });
    const qr = pixCard.getByRole('img', { name: `QR Code do Pix para ${PIX.nome}` });
    const decoded = await readQr(context, qr);
    expect(decoded).not.toBeNull();
    const code = decoded ?? '';
    expect(hasValidCrc(code)).toBe(true);
    expect(subField(code, '26', '00')).toBe('br.gov.bcb.pix');
    expect(subField(code, '26', '01')).toBe(PIX_KEY_STORED);
    expect(emvFields(code)?.get('54')).toBe('25.90');
    expect(emvFields(code)?.get('59')).toBe('VISITANTE TESTE');
    expect(emvFields(code)?.get('60')).toBe('SAO PAULO');
    expect(await pixCard.locator('code').textContent()).toBe(code);
    expect(await pixCard.getByText(`Pix para ${PIX.nome} · R$ 25,90`).count()).toBe(1);

    for (const width of [1280, 375]) {
      await visitor.setViewportSize({ width, height: 860 });
      expect({ width, ...(await cutOff(pixCard)) }).toEqual({ width, hidden: 0, description: true, copyInside: true });
      // The page scrolls inside its shell, so the card is brought into the viewport to be pictured.
      await pixCard.evaluate((card) => card.scrollIntoView({ block: 'center' }));
      await screenshot(visitor, `card-kinds-pix-${width}`, { fullPage: false });
    }
    await visitor.setViewportSize({ width: 1280, height: 860 });
    await pixCard.getByRole('button', { name: 'Copiar o código Pix' }).click();
    await pixCard.getByRole('status').filter({ hasText: 'Copiado!' }).waitFor();
    expect(await visitor.evaluate(() => navigator.clipboard.readText())).toBe(code);

    await expectAccessibleAt(visitor, 'card-kinds-visitor');
    // At a phone's width nothing scrolls sideways: the code stays on its line inside the card.
    await visitor.setViewportSize({ width: 375, height: 860 });
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const codeBox = await pixCard.locator('code').boundingBox();
    expect(codeBox && codeBox.x >= 0 && codeBox.x + codeBox.width <= 375).toBe(true);

    // Ler mais: the card in full, its QR larger and the code on as many lines as it takes.
    await visitor.setViewportSize({ width: 1280, height: 860 });
    await pixCard.getByRole('link', { name: /Ler mais/ }).click();
    const dialog = visitor.getByRole('dialog', { name: 'Pix' });
    await dialog.getByRole('img', { name: `QR Code do Pix para ${PIX.nome}` }).waitFor();
    expect(await dialog.locator('code').textContent()).toBe(code);
    await expectAccessibleAt(visitor, 'card-kinds-dialog');
    expect(errors).toEqual([]);
    expect(creatorErrors).toEqual([]);
  });
});
