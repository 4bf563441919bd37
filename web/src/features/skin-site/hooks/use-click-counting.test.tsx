import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SkinSite } from '@lab/domain/kernel';
import { VISIT_OPT_OUT_KEY } from '../../../shared/privacy/visit-consent';
import { createTestBackend } from '../../../shared/testing/test-backend';
import { renderSite, seedSite } from '../components/skin-site-test-support';
import { EARLY_CLICKS } from './use-click-counting';

let lab: SkinSite;
beforeAll(async () => {
  lab = await seedSite('lab');
});
afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

async function abrigoLink() {
  const abrigo = await screen.findByRole('article', { name: 'Rede Abrigo RS' });
  return within(abrigo).getByRole('link', { name: /\[ LINK \]/ });
}

describe("a skin page's clicks", () => {
  it("counts a card's external link, by mouse, middle click and keyboard, as a click of the card", async () => {
    const backend = createTestBackend();
    const sent = jest.spyOn(backend, 'sendClick');
    renderSite(lab, '/lab/projetos', backend);
    const link = await abrigoLink();
    expect(link).toHaveAttribute('data-clique', 'card-rede-abrigo');
    await userEvent.click(link);
    fireEvent(link, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(sent.mock.calls).toEqual([
      [{ skin: 'lab', id: 'card-rede-abrigo' }],
      [{ skin: 'lab', id: 'card-rede-abrigo' }],
      [{ skin: 'lab', id: 'card-rede-abrigo' }],
    ]);
  });

  it('counts nothing for what is no outgoing action ("Ler mais", the page itself)', async () => {
    const backend = createTestBackend();
    const sent = jest.spyOn(backend, 'sendClick');
    renderSite(lab, '/lab/projetos', backend);
    await userEvent.click(await screen.findByRole('article', { name: 'Rede Abrigo RS' }));
    await userEvent.click(screen.getByRole('link', { name: 'Ler mais sobre Rede Abrigo RS' }));
    expect(sent).not.toHaveBeenCalled();
  });

  it('Blocked counting: a page whose counting throws still follows the link', async () => {
    const backend = createTestBackend();
    jest.spyOn(backend, 'sendClick').mockImplementation(() => {
      throw new Error('bloqueado');
    });
    const followed = jest.fn((event: MouseEvent) => event.preventDefault());
    renderSite(lab, '/lab/projetos', backend);
    const link = await abrigoLink();
    link.addEventListener('click', followed);
    await userEvent.click(link);
    expect(followed).toHaveBeenCalledTimes(1);
  });

  it('Early clicks: counts the clicks the prerendered page kept before the app started, once each', async () => {
    const early: string[] = ['card-rede-abrigo', 'card-cafe-pitanga'];
    Object.assign(window, { [EARLY_CLICKS]: early });
    const backend = createTestBackend();
    const sent = jest.spyOn(backend, 'sendClick');
    renderSite(lab, '/lab/projetos', backend);
    await userEvent.click(await abrigoLink());
    expect(sent.mock.calls).toEqual([
      [{ skin: 'lab', id: 'card-rede-abrigo' }],
      [{ skin: 'lab', id: 'card-cafe-pitanga' }],
      [{ skin: 'lab', id: 'card-rede-abrigo' }],
    ]);
    // The starter's queue is closed: it keeps nothing more once the app counts.
    expect((window as unknown as Record<string, unknown>)[EARLY_CLICKS]).toBeUndefined();
  });

  it('counts nothing from a browser that asked not to be logged, as its visits are not', async () => {
    localStorage.setItem(VISIT_OPT_OUT_KEY, '1');
    const backend = createTestBackend();
    const sent = jest.spyOn(backend, 'sendClick');
    renderSite(lab, '/lab/projetos', backend);
    await userEvent.click(await abrigoLink());
    expect(sent).not.toHaveBeenCalled();
  });
});
