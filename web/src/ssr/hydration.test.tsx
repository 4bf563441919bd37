/**
 * The client adopting the server's markup: the app's real routes, started from the embedded tree,
 * hydrate the HTML the renderer wrote without a mismatch and without reading the skin's tree again.
 */
import { act } from 'react';
import { waitFor } from '@testing-library/react';
import { publishedPaths } from '@lab/domain/published';
import { hydrateSitePage, hydrateSkinPage } from '../app/hydrate-skin-page';
import { readPrerenderedPath } from '../app/prerendered-page';
import { rememberPublished } from '../app/skin-site-loader';
import { setBackendForTests } from '../shared/backend';
import { createTestBackend } from '../shared/testing/test-backend';
import { createPageRenderer } from '.';
import { readEmbeddedSkinData } from '../app/skin-data';
import { published, readFor, SEED_DOCUMENTS, storeOn, TEMPLATE, WITH_SKIN_FORM } from './ssr-testing';

const renderer = createPageRenderer(TEMPLATE);

/**
 * Off while hydrating: hydrateSkinPage resolves once React has committed the markup, which act()
 * would hold back until its own callback returned. On for what the tests do afterwards, like the
 * rest of the app's tests (testing-library sets it where it renders).
 */
function actEnvironment(on: boolean) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = on;
}

async function hydrateServerPage(
  path: string,
  skin: string,
  beforeHydrating?: (served: HTMLElement) => void,
  documents = SEED_DOCUMENTS,
) {
  const html = renderer.render({ path, origin: 'https://lab.example' }, await readFor(path, documents)).body;
  const served = new DOMParser().parseFromString(html, 'text/html');
  document.body.innerHTML = served.body.innerHTML;
  window.history.replaceState(null, '', path);
  const data = readEmbeddedSkinData(document, window.location.pathname);
  if (!data) throw new Error('the page embeds no tree for its skin');
  const backend = createTestBackend();
  setBackendForTests(backend);
  // As main.tsx does: the documents the server read are the visit's first.
  rememberPublished(skin, data.documents);
  const reads = jest.spyOn(backend, 'getPublished');
  const container = document.getElementById('root') as HTMLElement;
  beforeHydrating?.(container);
  const serverCard = container.querySelector('[data-card-id]');
  const serverElements = [...container.querySelectorAll('*')];
  const recoverable = jest.fn();
  const consoleError = jest.spyOn(console, 'error');
  actEnvironment(false);
  const router = await hydrateSkinPage(container, data, () => Promise.resolve(backend), {
    onRecoverableError: recoverable,
  });
  actEnvironment(true);
  return { container, serverCard, serverElements, recoverable, consoleError, reads, router };
}

/** Lets React finish what the page set off (effects, a lazy chunk, a sent form) for `ms`. */
const settle = (ms = 0) =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });

afterEach(() => {
  jest.restoreAllMocks();
  setBackendForTests(null);
  document.body.innerHTML = '';
});

it.each([
  ['/lab/projetos', 'lab'],
  ['/lab', 'lab'],
  ['/sol/home', 'sol'],
])('%s hydrates the server markup as it is, reading nothing', async (path, skin) => {
  const page = await hydrateServerPage(path, skin);
  expect(page.recoverable).not.toHaveBeenCalled();
  expect(page.consoleError).not.toHaveBeenCalled();
  expect(page.reads).not.toHaveBeenCalled();
  // The very elements the server sent, not new ones painted over them.
  expect(page.container.querySelector('[data-card-id]')).toBe(page.serverCard);
  expect(page.serverElements.filter((element) => !element.isConnected)).toEqual([]);
});

it('an unknown skin hydrates its not-found message', async () => {
  const page = await hydrateServerPage('/ninguem', 'ninguem');
  expect(page.recoverable).not.toHaveBeenCalled();
  expect(page.container.querySelector('[role="alert"]')?.textContent).toBe(
    'Nenhuma skin ou usuário correspondente foi encontrado.',
  );
});

it('moving to another page of the skin reads that page’s document alone, and another skin is read afresh', async () => {
  const page = await hydrateServerPage('/lab/home', 'lab');
  await act(() => page.router.navigate('/lab/projetos'));
  expect(page.container.querySelector('h1')?.textContent).toBe('Projetos');
  expect(page.reads.mock.calls).toEqual([[publishedPaths.page('lab', 'projetos')]]);
  await act(() => page.router.navigate('/sol/home'));
  expect(page.reads).toHaveBeenCalledWith(publishedPaths.site('sol'));
  expect(page.container.querySelector('.skin-shell')?.getAttribute('data-skin')).toBe('sol');
});

it('a card address hydrates the page, and the card opens once the client owns it', async () => {
  const page = await hydrateServerPage('/lab/projetos/card/card-rede-abrigo', 'lab');
  // The server leaves the lazy dialog out rather than sending a boundary hydrating would have to give up on.
  expect(page.recoverable).not.toHaveBeenCalled();
  expect(page.consoleError).not.toHaveBeenCalled();
  expect(page.serverElements.filter((element) => !element.isConnected)).toEqual([]);
  await settle(50);
  expect(page.container.querySelector('dialog[data-card-id="card-rede-abrigo"]')).not.toBeNull();
});

it('an unknown page of a known skin arrives with ERROR 404 hidden by a class rule, not an inline style', async () => {
  const site = await storeOn().loadSkinSite('lab');
  const { body } = renderer.render({ path: '/lab/pagina-que-nao-existe', origin: 'https://lab.example' }, published(site));
  // The site's Content-Security-Policy (style-src 'self') drops style attributes in served markup.
  expect(body).not.toMatch(/<[^>]+ style="/);
  const page = await hydrateServerPage('/lab/pagina-que-nao-existe', 'lab');
  expect(page.recoverable).not.toHaveBeenCalled();
  expect(page.container.querySelector('.fade-in')?.getAttribute('data-visible')).toBe('false');
});

it('the contact page arrives with its form, finished on the server, and hydrates it without a recovery', async () => {
  const site = await storeOn().loadSkinSite('lab');
  const doc = new DOMParser().parseFromString(
    renderer.render({ path: '/lab/contato', origin: 'https://lab.example' }, published(site)).body,
    'text/html',
  );
  // Not a boundary the server gave up on (<!--$!-->), which the browser would have to render again.
  expect(doc.getElementById('root')?.innerHTML).not.toContain('<!--$!-->');
  const serverButton = doc.querySelector<HTMLButtonElement>('form button[data-send]');
  expect(serverButton?.textContent).toBe('ENVIAR');
  // Until the app owns the form it is inert: the browser's own submission would only reload the page.
  expect(serverButton?.type).toBe('button');
  const page = await hydrateServerPage('/lab/contato', 'lab');
  expect(page.recoverable).not.toHaveBeenCalled();
  expect(page.consoleError).not.toHaveBeenCalled();
  expect(page.serverElements.filter((element) => !element.isConnected)).toEqual([]);
  await settle();
  // The form's code waits for the visitor's first touch; then the form is the app's.
  document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  await waitFor(() => expect(page.container.querySelector<HTMLButtonElement>('form button[data-send]')?.type).toBe('submit'));
  expect(page.serverElements.filter((element) => !element.isConnected)).toEqual([]);
});

it('what a visitor typed into the contact form before the app took it over is kept, and sent', async () => {
  const field = (root: ParentNode, id: string) =>
    root.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`#${id}`);
  const page = await hydrateServerPage('/lab/contato', 'lab', (served) => {
    const email = field(served, 'contact-email');
    const message = field(served, 'contact-mensagem');
    const subject = field(served, 'contact-assunto');
    if (!email || !message || !subject) throw new Error('the served form has no fields');
    email.value = 'antes@example.com';
    message.value = 'Escrito antes de a página ficar pronta.';
    subject.value = 'ONE PAGE';
  });
  await settle();
  expect(page.recoverable).not.toHaveBeenCalled();
  expect(field(page.container, 'contact-email')?.value).toBe('antes@example.com');
  expect(field(page.container, 'contact-mensagem')?.value).toBe('Escrito antes de a página ficar pronta.');
  expect(field(page.container, 'contact-assunto')?.value).toBe('ONE PAGE');
  act(() => page.container.querySelector('form')?.requestSubmit());
  await settle(200);
  expect(page.container.textContent).toContain('A resposta será enviada para o e-mail que você informou: antes@example.com.');
});

it("a skin's own contact form arrives finished, with its subjects, and hydrates without a recovery", async () => {
  const page = await hydrateServerPage('/visitante/home', 'visitante', undefined, WITH_SKIN_FORM);
  const options = [...page.container.querySelectorAll('#contact-ct-form-assunto option')].map((o) => o.textContent);
  expect(options).toEqual(['Assunto...', 'ORÇAMENTO', 'OUTRO']);
  expect(page.recoverable).not.toHaveBeenCalled();
  expect(page.consoleError).not.toHaveBeenCalled();
  expect(page.serverElements.filter((element) => !element.isConnected)).toEqual([]);
  await settle();
  expect(page.container.querySelector<HTMLButtonElement>('form button[type="submit"]')?.disabled).toBe(false);
});

it("a skin's form with her questions arrives with them, and what was answered before the app took it over is kept", async () => {
  const form = WITH_SKIN_FORM['users/user-visitante/skins/skin-visitante/containers/ct-form'];
  const perguntas = [
    { id: 'prazo', texto: 'Qual é o prazo?', tipo: 'curta', obrigatoria: true },
    { id: 'verba', texto: 'Orçamento', tipo: 'orcamento', obrigatoria: false, faixas: [500, 1000] },
  ];
  const documents = { ...WITH_SKIN_FORM, 'users/user-visitante/skins/skin-visitante/containers/ct-form': { ...form, perguntas } };
  const answer = (root: ParentNode, id: string) =>
    root.querySelector<HTMLInputElement | HTMLSelectElement>(`#contact-ct-form-pergunta-${id}`);
  const page = await hydrateServerPage(
    '/visitante/home',
    'visitante',
    (served) => {
      const prazo = answer(served, 'prazo');
      const verba = answer(served, 'verba');
      if (!prazo || !verba) throw new Error('the served form has no questions');
      prazo.value = 'Um mês';
      verba.value = '1';
    },
    documents,
  );
  await settle();
  expect(page.recoverable).not.toHaveBeenCalled();
  expect(page.consoleError).not.toHaveBeenCalled();
  expect(answer(page.container, 'prazo')?.value).toBe('Um mês');
  expect(answer(page.container, 'verba')?.value).toBe('1');
  const band = page.container.querySelector('#contact-ct-form-pergunta-verba option:checked');
  expect(band?.textContent).toBe('R$ 500 a R$ 1.000');
});

it("a user's skin arrives with Denunciar in its footer, usable once the app owns the page; the site's own skin has none", async () => {
  const site = await storeOn().loadSkinSite('sol');
  const doc = new DOMParser().parseFromString(
    renderer.render({ path: '/sol/home', origin: 'https://lab.example' }, published(site)).body,
    'text/html',
  );
  const served = [...doc.querySelectorAll<HTMLButtonElement>('.skin-footer button')];
  expect(served.map((button) => [button.textContent, button.disabled])).toEqual([['Denunciar', true]]);

  const page = await hydrateServerPage('/sol/home', 'sol');
  expect(page.recoverable).not.toHaveBeenCalled();
  await settle();
  const denunciar = page.container.querySelector<HTMLButtonElement>('.skin-footer button');
  expect(denunciar?.disabled).toBe(false);
  act(() => denunciar?.click());
  // The dialog is a chunk of its own, fetched on this first click.
  await settle(50);
  expect(page.container.querySelector('dialog')?.getAttribute('aria-labelledby')).toBeTruthy();
  expect(page.container.querySelector('dialog h2')?.textContent).toBe('Denunciar a skin sol');

  const lab = await hydrateServerPage('/lab/home', 'lab');
  expect(lab.container.querySelector('.skin-footer')?.textContent).toBe('Política de Privacidade');
});

it('the privacy notice hydrates the server markup as it is', async () => {
  const html = renderer.sitePage({ path: '/privacidade', origin: 'https://lab.example' })?.body;
  if (!html) throw new Error('the notice was not rendered');
  document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
  window.history.replaceState(null, '', '/privacidade');
  const path = readPrerenderedPath(document, window.location.pathname);
  expect(path).toBe('/privacidade');
  const backend = createTestBackend();
  setBackendForTests(backend);
  const container = document.getElementById('root') as HTMLElement;
  const heading = container.querySelector('h1');
  const serverElements = [...container.querySelectorAll('*')];
  const recoverable = jest.fn();
  const consoleError = jest.spyOn(console, 'error');
  actEnvironment(false);
  await hydrateSitePage(container, path ?? '', () => Promise.resolve(backend), { onRecoverableError: recoverable });
  actEnvironment(true);
  await settle();
  expect(recoverable).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
  expect(container.querySelector('h1')).toBe(heading);
  expect(serverElements.filter((element) => !element.isConnected)).toEqual([]);
  // What only the browser knows (this browser's choice) appears once the client owns the page.
  expect(container.querySelector('input[type="checkbox"]')).not.toBeNull();
});
