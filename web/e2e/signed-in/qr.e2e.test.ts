/**
 * QR codes on the demo, at 375 px: a page's and a card's in the studio, a skin's in SUAS SKINS. Each
 * dialog's SVG and PNG are downloaded and read back with jsQR (drawn on the page's own canvas, as a
 * phone's camera would see them printed) to the address the dialog writes under the code.
 */
import { smallTapTargets } from '../phone-width';
import { PHONE } from './marina-flow';
import { closeWithEscape, downloadsReadBack } from './qr-flow';
import { chooseFromDrawer, screenshot, sessionPerFile, signInToSkin, watchPageErrors } from './signed-in-site';
import { addContainer, saved, startCard } from './studio-steps';

const session = sessionPerFile();
const phonePage = async () => (await session.newContext({ viewport: PHONE, acceptDownloads: true })).newPage();

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
