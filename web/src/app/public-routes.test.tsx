import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, type AcessoDoc, type NavigationDoc, type VisitaDoc } from '@lab/domain/kernel';
import { publishedPaths } from '@lab/domain/published';
import { reloadPage } from '../shared/ui/page-reload';
import { useSession } from '../shared/session/session-store';
import { createTestBackend, resetSession, SEED, signInAs, type TestBackend } from '../shared/testing/test-backend';
import { renderApp } from './testing/render-app';

jest.mock('../shared/ui/page-reload', () => ({ reloadPage: jest.fn() }));

beforeEach(() => {
  resetSession();
  delete document.documentElement.dataset.theme;
});

async function findContainer(id: string): Promise<HTMLElement> {
  return waitFor(() => {
    const element = document.querySelector<HTMLElement>(`[data-container-id="${id}"]`);
    if (!element) throw new Error(`container ${id} not rendered`);
    return element;
  });
}

describe('the login page "/"', () => {
  it('shows the Google button, the logo, the tagline and the year to a visitor, after 2 s', async () => {
    renderApp('/');
    const tagline = await screen.findByText(/Embarque com o Google/);
    const screenRoot = tagline.closest('.fade-in') as HTMLElement;
    expect(screenRoot).not.toBeVisible();
    await waitFor(() => expect(screenRoot).toBeVisible(), { timeout: 3000 });
    expect(screen.getByRole('button', { name: /Entrar com Google/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo do Lab' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
  });

  it('opens the chosen skin for someone signed in with a skin', async () => {
    const backend = createTestBackend();
    await signInAs(backend, SEED.owner, 'lab');
    const { router } = renderApp('/', backend);
    await waitFor(() => expect(router.state.location.pathname).toBe('/lab/home'));
  });

  it('shows the skins manager to someone signed in without a chosen skin', async () => {
    const backend = createTestBackend();
    await signInAs(backend, SEED.multi);
    renderApp('/', backend);
    expect(await screen.findByRole('heading', { name: 'Suas skins' })).toBeInTheDocument();
  });

  it('lets someone without a chosen skin leave with ENCERRAR: signed out, storage cleared, back at / and reloaded', async () => {
    const backend = createTestBackend();
    await signInAs(backend, SEED.multi);
    const { router } = renderApp('/', backend);
    await userEvent.click(await screen.findByRole('button', { name: 'ENCERRAR' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('userLocalId')).toBeNull();
    expect(useSession.getState().authUser).toBeNull();
    expect(backend.runtime.currentUser()).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('a conversation linked from an e-mail "/conversa/{contactId}/{conversationId}"', () => {
  const link = '/conversa/ana.souza%40example.com_lab/c-enchentes';

  it('asks a visitor to sign in first', async () => {
    renderApp(link);
    // The login screen fades in after 2 s, as on "/".
    expect(await screen.findByRole('button', { name: /Entrar com Google/ }, { timeout: 3000 })).toBeInTheDocument();
  });

  it('opens the chat as whoever is signed in', async () => {
    const backend = createTestBackend();
    await signInAs(backend, SEED.owner, 'lab');
    const { router } = renderApp(link, backend);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/menu/owner-dona/contatos/ana.souza%40example.com_lab/chat/c-enchentes'),
    );
    expect(await screen.findByText(/ONG de Canoas/)).toBeInTheDocument();
  });
});

describe('a skin site "/{skin}/*"', () => {
  it('goes to the main page once the pages have loaded', async () => {
    const { router } = renderApp('/lab');
    await waitFor(() => expect(router.state.location.pathname).toBe('/lab/home'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });

  it('says it is loading while the data arrives', async () => {
    renderApp('/lab/home');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
  });

  it('has one tab per page, a LOGIN button to "/" when signed out, and the profile card', async () => {
    renderApp('/lab/home');
    const tabs = await screen.findByRole('navigation', { name: 'Páginas' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/lab/home'],
      ['Projetos', '/lab/projetos'],
      ['Contato', '/lab/contato'],
    ]);
    expect(within(tabs).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'LOGIN' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('region', { name: 'Perfil de lab' })).toHaveAttribute('data-region', 'profile-card');
  });

  it('renders the page containers in order: the intro, then the highlights', async () => {
    renderApp('/lab/home');
    const intro = await findContainer('SKY1GNMkI7muVq3vmHNw');
    expect(intro).toHaveTextContent('laboratório autoral de software e design');
    const ids = [...document.querySelectorAll('[data-container-id]')].map((e) => e.getAttribute('data-container-id'));
    expect(ids).toEqual(['SKY1GNMkI7muVq3vmHNw', 'ct-destaques']);
  });

  it('shows each card with its parts and an external link that opens safely in a new tab', async () => {
    renderApp('/lab/projetos');
    await findContainer('ct-projetos');
    const cards = document.querySelectorAll('[data-region="card"]');
    expect(cards).toHaveLength(4);
    const abrigo = screen.getByRole('article', { name: 'Rede Abrigo RS' });
    expect(abrigo).toHaveTextContent('Mapa colaborativo de abrigos e doações');
    expect(abrigo).toHaveTextContent('Plataforma feita em mutirão');
    expect(abrigo).toHaveTextContent('Design de produto e desenvolvimento');
    expect(abrigo).toHaveTextContent('Dona do Lab');
    expect(abrigo).toHaveTextContent('mai. 2024 – ago. 2024');
    expect(within(abrigo).getByRole('img', { name: 'Mapa colaborativo de abrigos e doações' })).toHaveAttribute(
      'src',
      '/seed/projeto-1.svg',
    );
    expect(
      within(abrigo)
        .getAllByRole('listitem')
        .map((i) => within(i).getByRole('img').getAttribute('alt')),
    ).toEqual(['Figma', 'Firebase', 'React']);
    const link = within(abrigo).getByRole('link', { name: /\[ LINK \]/ });
    expect(link).toHaveAttribute('href', 'https://example.com/lab/rede-abrigo-rs');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('reads a page as two documents, a new tab as one more, and a tab already seen as none', async () => {
    const backend = createTestBackend();
    const reads = jest.spyOn(backend, 'getPublished');
    const { router } = renderApp('/lab/home', backend);
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(reads.mock.calls.map(([path]) => path).sort()).toEqual([
      publishedPaths.site('lab'),
      publishedPaths.page('lab', 'home'),
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Projetos' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Projetos' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lab/projetos');
    expect(reads).toHaveBeenCalledTimes(3);
    expect(reads).toHaveBeenLastCalledWith(publishedPaths.page('lab', 'projetos'));
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(reads).toHaveBeenCalledTimes(3);
  });

  it('shows the menu toggle glyph instead of LOGIN when signed in', async () => {
    const backend = createTestBackend();
    await signInAs(backend, SEED.visitor, 'visitante');
    renderApp('/lab/home', backend);
    const toggle = await screen.findByRole('link', { name: 'Abrir menu' });
    expect(toggle).toHaveAttribute('href', `/menu/${SEED.visitor}`);
    expect(screen.queryByRole('link', { name: 'LOGIN' })).not.toBeInTheDocument();
  });

  it('alerts when no skin has that name', async () => {
    renderApp('/ninguem/home');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nenhuma skin ou usuário correspondente foi encontrado.');
    expect(document.documentElement.dataset.theme).toBe('default');
  });

  it('asks to check the username, reading nothing, when the address cannot name a skin', async () => {
    const backend = createTestBackend();
    const reads = jest.spyOn(backend, 'getPublished');
    renderApp('/a%20b/home', backend);
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuário não encontrado. Verifique o username e tente novamente.');
    expect(reads).not.toHaveBeenCalled();
  });

  it('shows ERROR 404 for an unknown page of a known skin, after 1 s', async () => {
    renderApp('/lab/nao-existe');
    const heading = await screen.findByText('ERROR 404');
    expect(heading).not.toBeVisible();
    await waitFor(() => expect(heading).toBeVisible(), { timeout: 2000 });
  });

  it.each([
    ['/lab/home', 'CYBERPINK'],
    ['/sol/home', 'sunshine'],
  ])('themes %s with the skin theme %s on <html data-theme>', async (path, theme) => {
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(document.documentElement.dataset.theme).toBe(theme);
  });
});

describe('the privacy notice', () => {
  it("is linked from every skin's page", async () => {
    renderApp('/sol/home');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    // Naming the skin, so the notice leads the visitor back to it.
    expect(screen.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacidade#de=sol');
  });

  it('opens at /privacidade in the site’s own look', async () => {
    renderApp('/privacidade');
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de Privacidade do Lab' })).toBeInTheDocument();
    expect(document.title).toBe('Política de Privacidade — Lab');
  });
});

describe('visit tracking', () => {
  it('logs an anonymous visitor access once and each page they open', async () => {
    const { backend } = renderApp('/lab/home');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    await userEvent.click(screen.getByRole('link', { name: 'Projetos' }));
    await screen.findByRole('heading', { level: 1, name: 'Projetos' });
    const db = backend.runtime.db;
    await waitFor(() => {
      const acessos = db.query<AcessoDoc>({ collection: paths.acessos() });
      expect(acessos).toHaveLength(5);
    });
    const hash = localStorage.getItem('navegacaoHash') as string;
    expect(hash).toMatch(/^[0-9a-f-]{36}$/);
    expect(db.get<AcessoDoc>(paths.acesso(hash))).toMatchObject({ hash, ip: '127.0.0.1', city: 'Porto Alegre', visto: false });
    await waitFor(() =>
      expect(db.get<NavigationDoc>(paths.navegacao(hash))?.registros.map((r) => r.path)).toEqual(['/lab/home', '/lab/projetos']),
    );
  });

  it("counts the first page on its creator's skin once its access is located, with the referring site's host", async () => {
    const referrer = jest.spyOn(document, 'referrer', 'get').mockReturnValue('https://www.google.com/search?q=sol');
    try {
      const { backend } = renderApp('/sol/home');
      await screen.findByRole('heading', { level: 1, name: 'Home' });
      const db = backend.runtime.db;
      await waitFor(() => expect(db.query<VisitaDoc>({ collection: paths.visitas('user-sol', 'skin-sol') })).toHaveLength(1));
      const [shard] = db.query<VisitaDoc>({ collection: paths.visitas('user-sol', 'skin-sol') });
      expect(shard?.data).toMatchObject({
        visitas: 1,
        paginas: { '/sol/home': 1 },
        paises: { BR: 1 },
        origens: { 'www.google.com': 1 },
      });
    } finally {
      referrer.mockRestore();
    }
  });

  it('logs the access only once per session, however many times the app starts', async () => {
    const backend = createTestBackend();
    const call = jest.spyOn(backend, 'call');
    const first = renderApp('/lab/home', backend);
    await waitFor(() => expect(call).toHaveBeenCalledWith('logAccess', expect.anything()));
    first.unmount();
    renderApp('/sol/home', backend);
    await waitFor(() => expect(call).toHaveBeenCalledWith('logNavigation', expect.objectContaining({ path: '/sol/home' })));
    expect(call.mock.calls.filter(([name]) => name === 'logAccess')).toHaveLength(1);
  });

  /**
   * Renders `path` on fake timers and lets the tracker take every chance it has: the heading shown,
   * the session's auth state known (the tracker decides nothing before it), then every pending timer
   * run, its idle task (a timer in jsdom) included. Absence is decided there, not after a delay a
   * loaded machine could outrun.
   */
  async function renderAndRunTracker(path: string, backend: TestBackend): Promise<void> {
    jest.useFakeTimers();
    try {
      renderApp(path, backend);
      await screen.findByRole('heading', { level: 1, name: 'Home' });
      await waitFor(() => expect(useSession.getState().authReady).toBe(true));
      act(() => jest.runOnlyPendingTimers());
    } finally {
      jest.useRealTimers();
    }
  }

  it('logs a browser that allows it once the tracker has had its chance (the control for the two below)', async () => {
    const backend = createTestBackend();
    const call = jest.spyOn(backend, 'call');
    await renderAndRunTracker('/sol/home', backend);
    expect(call).toHaveBeenCalledWith('logAccess', expect.anything());
  });

  it.each([
    [
      'sends Global Privacy Control',
      () => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true }),
    ],
    ['has turned visit logging off', () => localStorage.setItem('naoRegistrarVisitas', '1')],
  ])('never logs a browser that %s', async (_, choose) => {
    choose();
    try {
      const backend = createTestBackend();
      const call = jest.spyOn(backend, 'call');
      await renderAndRunTracker('/sol/home', backend);
      expect(call).not.toHaveBeenCalledWith('logAccess', expect.anything());
      expect(call).not.toHaveBeenCalledWith('logNavigation', expect.anything());
    } finally {
      Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
      localStorage.removeItem('naoRegistrarVisitas');
    }
  });

  it('never logs an owner', async () => {
    const backend = createTestBackend();
    await signInAs(backend, SEED.owner, 'lab');
    const before = backend.runtime.db.count('acessos');
    const call = jest.spyOn(backend, 'call');
    await renderAndRunTracker('/lab/home', backend);
    expect(call).not.toHaveBeenCalledWith('logAccess', expect.anything());
    expect(call).not.toHaveBeenCalledWith('logNavigation', expect.anything());
    expect(backend.runtime.db.count('acessos')).toBe(before);
  });
});
