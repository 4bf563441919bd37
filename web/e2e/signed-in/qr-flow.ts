/**
 * A QR dialog's downloads read back as a phone's camera would, written once for the demo build
 * (qr.e2e.test.ts) and for the Firebase build on the Emulator Suite (emulators/growth-kit): each
 * picture drawn on the page's own canvas and read with jsQR.
 */
import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import type { Download, Locator, Page } from 'playwright-core';
import { chooseFromDrawer } from './signed-in-site';

/** The side the downloaded pictures are drawn at before jsQR reads them: ten pixels a module or so. */
const READ_SIDE = 480;

/** A downloaded picture drawn on a canvas in the page; its natural size and its pixels at READ_SIDE. */
export async function drawnInPage(page: Page, download: Download, type: string) {
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
export async function downloadsReadBack(page: Page, dialog: Locator, fileName: string): Promise<string> {
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

export async function closeWithEscape(page: Page, dialog: Locator, opener: Locator) {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
}

/** SUAS SKINS from her menu (`menu` is her /menu/{uid}), and the QR dialog of `skin` opened from its row. */
export async function skinQrInSuasSkins(page: Page, menu: string, skin: string): Promise<{ opener: Locator; dialog: Locator }> {
  await page.goto(menu);
  await chooseFromDrawer(page, 'SUAS SKINS');
  const opener = page.getByRole('button', { name: `QR code ${skin}` });
  await opener.click();
  return { opener, dialog: page.getByRole('dialog', { name: `QR code da skin ${skin}` }) };
}
