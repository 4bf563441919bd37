/**
 * SUAS SKINS: each skin's QR code, of its public address (its own domain's when it has one), in a
 * dialog that downloads it; on the demo backend.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureDownloads, type CapturedDownload } from '../../../shared/testing/downloads';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { SkinsSection } from './SkinsSection';

const inMenu = [{ path: '/menu/:userId/skins', element: <SkinsSection /> }];

jest.setTimeout(30_000);

let backend: TestBackend;
let downloads: CapturedDownload[];

beforeEach(() => {
  backend = freshDemoBackend();
  downloads = captureDownloads();
});
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.restoreAllMocks();
});

async function openQrOf(skin: string) {
  await userEvent.click(await screen.findByRole('button', { name: `QR code ${skin}` }));
  return screen.findByRole('dialog', { name: `QR code da skin ${skin}` });
}

describe('QR code in SUAS SKINS', () => {
  it("shows the skin's address under its QR, downloads it as an SVG of a printed size, and closes on Escape", async () => {
    await signInAs(backend, 'user-visitante', 'visitante');
    renderAt(backend, inMenu, '/menu/user-visitante/skins');
    const dialog = await openQrOf('visitante');
    const address = `${window.location.origin}/visitante/home`;
    expect(dialog).toHaveAccessibleDescription(address);
    expect(await within(dialog).findByRole('img', { name: `QR code de ${address}` })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fechar' })).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Baixar SVG' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toBe('qr-visitante-home.svg');
    const svg = await downloads[0]!.blob.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+" width="5cm" height="5cm"/);
    expect(svg).toContain(`<title>${address}</title>`);

    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('still offers the QR, without the icon and saying so, when her icon cannot be fetched', async () => {
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await signInAs(backend, 'user-visitante', 'visitante');
    renderAt(backend, inMenu, '/menu/user-visitante/skins');
    const dialog = await openQrOf('visitante');
    expect(await within(dialog).findByText('O ícone da skin não pôde ser carregado: o QR code vai sem ele.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Baixar SVG' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(await downloads[0]!.blob.text()).not.toContain('<image');
  });

  it('encodes the address on her own domain for a skin that has one', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    await backend.call('setSkinDomain', { skin: 'lab', dominio: 'lab.exemplo.com.br' });
    renderAt(backend, inMenu, '/menu/owner-dona/skins');
    const dialog = await openQrOf('lab');
    expect(dialog).toHaveAccessibleDescription('https://lab.exemplo.com.br/home');
  });
});
