/**
 * QR codes on the demo, at 375 px: a page's and a card's in the studio, a skin's in SUAS SKINS. Each
 * dialog's SVG and PNG are downloaded and read back with jsQR (drawn on the page's own canvas, as a
 * phone's camera would see them printed) to the address the dialog writes under the code.
 */
import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import type { Download, Locator, Page } from 'playwright-core';
import { smallTapTargets } from '../phone-width';
import { PHONE } from './marina-flow';
import { chooseFromDrawer, screenshot, sessionPerFile, signInToSkin, watchPageErrors } from './signed-in-site';
import { addContainer, saved, startCard } from './studio-steps';

const session = sessionPerFile();
const phonePage = async () => (await session.newContext({ viewport: PHONE, acceptDownloads: true })).newPage();

/** The side the downloaded pictures are drawn at before jsQR reads them: ten pixels a module or so. */
const READ_SIDE = 480;

/** A downloaded picture drawn on a canvas in the page; its natural size and its pixels at READ_SIDE. */
async function drawnInPage(page: Page, download: Download, type: string) {
  const url = `data:${type};base64,${readFileSync(await download.path()).toString('base64')}`;
  const drawn = await page.evaluate(
    async ({ url, side }) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = side;
      canvas.height = side;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0, side, side);
      // As a base64 string: a plain array of a million numbers is slow to carry out of the page.
      const bytes = context.getImageData(0, 0, side, side).data;
      let binary = '';
      for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
      return { width: image.naturalWidth, pixels: btoa(binary) };
    },
    { url, side: READ_SIDE },
  );
  const pixels = new Uint8ClampedArray(Buffer.from(drawn.pixels, 'base64'));
  return { width: drawn.width, text: jsQR(pixels, READ_SIDE, READ_SIDE)?.data };
}

/** Downloads the open dialog's SVG and PNG and reads both back; returns the address written under the code. */
async function downloadsReadBack(page: Page, dialog: Locator, fileName: string): Promise<string> {
  await dialog.getByRole('img', { name: /^QR code de / }).waitFor();
  const address = (await dialog.locator('.qr-dialog__address').textContent()) ?? '';
  expect(address).toMatch(/^http:\/\/[^/]+\//);

  const svgDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Baixar SVG' }).click();
  const svg = await svgDownload;
  expect(svg.suggestedFilename()).toBe(`${fileName}.svg`);
  const svgText = readFileSync(await svg.path(), 'utf8');
  expect(svgText).toMatch(/viewBox="0 0 \d+ \d+" width="5cm" height="5cm"/);
  // Her icon travels inside the file, so the SVG stands alone.
  expect(svgText).toContain('<image href="data:image/');
  expect(await drawnInPage(page, svg, 'image/svg+xml')).toMatchObject({ text: address });

  const pngDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Baixar PNG' }).click();
  const png = await pngDownload;
  expect(png.suggestedFilename()).toBe(`${fileName}.png`);
  expect(await drawnInPage(page, png, 'image/png')).toEqual({ width: 2048, text: address });
  return address;
}

async function closeWithEscape(page: Page, dialog: Locator, opener: Locator) {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
}

describe('QR codes, on the demo', () => {
  it("reads back a page's and a card's QR code in the studio, downloaded as SVG and PNG, to their addresses", async () => {
    const page = await phonePage();
    const errors = watchPageErrors(page);
    await signInToSkin(page, 'Visitante Teste');
    await page.goto('/menu/user-visitante/skins/visitante/editar');
    await page.getByRole('list', { name: 'Páginas' }).waitFor();

    // The page's QR, from its ⋯.
    const pageMenu = page.getByRole('button', { name: 'Mais ações: Home' });
    await pageMenu.click();
    await page.getByRole('menuitem', { name: 'QR code Home' }).click();
    const pageDialog = page.getByRole('dialog', { name: 'QR code da página Home' });
    const pageAddress = await downloadsReadBack(page, pageDialog, 'qr-visitante-home');
    expect(new URL(pageAddress).pathname).toBe('/visitante/home');
    await screenshot(page, 'qr-dialog-studio-375', { fullPage: false });
    expect(await page.evaluate(smallTapTargets, '.qr-dialog')).toEqual([]);
    await page.setViewportSize({ width: 320, height: 640 });
    await screenshot(page, 'qr-dialog-studio-320', { fullPage: false });
    await page.setViewportSize(PHONE);
    await closeWithEscape(page, pageDialog, pageMenu);

    // A card's QR: its own address.
    await addContainer(page, 'Trabalhos');
    const card = await startCard(page, 'Trabalhos', { name: 'Cartaz', title: 'Cartaz da feira', description: 'Serigrafia.' });
    await card.getByRole('button', { name: 'Salvar card' }).click();
    await saved(page, 'Novo card Cartaz da feira');
    const cardMenu = page.getByRole('button', { name: 'Mais ações: Cartaz da feira' });
    await cardMenu.click();
    await page.getByRole('menuitem', { name: 'QR code card Cartaz da feira' }).click();
    const cardDialog = page.getByRole('dialog', { name: 'QR code do card Cartaz da feira' });
    await cardDialog.getByRole('img').waitFor();
    const cardId = /\/visitante\/home\/card\/([^/]+)$/.exec(
      (await cardDialog.locator('.qr-dialog__address').textContent()) ?? '',
    )?.[1];
    expect(cardId).toBeTruthy();
    const cardAddress = await downloadsReadBack(page, cardDialog, `qr-visitante-home-card-${cardId!.toLowerCase()}`);
    await closeWithEscape(page, cardDialog, cardMenu);
    // A card short enough to read on its page opens there (the site's way), a longer one in its dialog.
    await page.goto(cardAddress);
    await page.getByText('Cartaz da feira', { exact: true }).first().waitFor();
    expect(errors).toEqual([]);
  });

  it("reads back a skin's QR code in SUAS SKINS to its address", async () => {
    const page = await phonePage();
    const errors = watchPageErrors(page);
    await signInToSkin(page, 'Visitante Teste');
    await page.goto('/menu/user-visitante');
    await chooseFromDrawer(page, 'SUAS SKINS');
    const opener = page.getByRole('button', { name: 'QR code visitante' });
    await opener.waitFor();
    expect(await page.evaluate(smallTapTargets, '.skin-list')).toEqual([]);
    await opener.click();
    const skinDialog = page.getByRole('dialog', { name: 'QR code da skin visitante' });
    expect(new URL(await downloadsReadBack(page, skinDialog, 'qr-visitante-home')).pathname).toBe('/visitante/home');
    await screenshot(page, 'qr-dialog-skins-375', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 860 });
    await screenshot(page, 'qr-dialog-skins-1280', { fullPage: false });
    await closeWithEscape(page, skinDialog, opener);

    expect(errors).toEqual([]);
  });
});
