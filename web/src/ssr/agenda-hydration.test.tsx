/**
 * The client adopting a server-drawn agenda: her services hydrate as the server wrote them, and the
 * visitor's first touch brings the widget's code, which then lists the free times of the service
 * she picks. The booking callables are stood in for until their handlers land.
 */
import { waitFor } from '@testing-library/react';
import { hydrateSkinPage } from '../app/hydrate-skin-page';
import { rememberPublished } from '../app/skin-site-loader';
import { readEmbeddedSkinData } from '../app/skin-data';
import { setBackendForTests } from '../shared/backend';
import { createTestBackend } from '../shared/testing/test-backend';
import { createPageRenderer } from '.';
import { readFor, TEMPLATE, WITH_AGENDA } from './ssr-testing';

const renderer = createPageRenderer(TEMPLATE);
const setActEnvironment = (on: boolean) => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = on;
};

afterEach(() => {
  jest.restoreAllMocks();
  setBackendForTests(null);
  document.body.innerHTML = '';
});

it('an agenda arrives with her services, hydrates without a recovery, and its code comes at the first touch', async () => {
  const path = '/visitante/home';
  const html = renderer.render({ path, origin: 'https://lab.example' }, await readFor(path, WITH_AGENDA)).body;
  document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
  window.history.replaceState(null, '', path);
  const data = readEmbeddedSkinData(document, window.location.pathname);
  if (!data) throw new Error('the page embeds no tree for its skin');
  const backend = createTestBackend();
  setBackendForTests(backend);
  rememberPublished('visitante', data.documents);
  const starts = [Date.now() + 2 * 86_400_000];
  const real = backend.call.bind(backend);
  const listed = jest.fn<void, [unknown]>();
  jest.spyOn(backend, 'call').mockImplementation(async (name: string, payload: unknown) => {
    if (name !== 'listFreeSlots') return real(name as never, payload as never);
    listed(payload);
    return { fuso: 'America/Sao_Paulo', horarios: starts };
  });
  const container = document.getElementById('root') as HTMLElement;
  const serverElements = [...container.querySelectorAll('.booking *')];
  expect(serverElements.length).toBeGreaterThan(0);
  const recoverable = jest.fn();
  const consoleError = jest.spyOn(console, 'error');
  setActEnvironment(false);
  await hydrateSkinPage(container, data, () => Promise.resolve(backend), { onRecoverableError: recoverable });
  setActEnvironment(true);
  expect(recoverable).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
  expect(serverElements.filter((element) => !element.isConnected)).toEqual([]);
  // The first touch fetches the widget; a tap on a service then lists its free times.
  document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  const service = () => container.querySelector<HTMLButtonElement>('.booking__service');
  // Tapped until the app owns the widget (its chunk in, hydrated): before, the button is the server's.
  await waitFor(
    () => {
      service()?.click();
      expect(listed).toHaveBeenCalled();
    },
    { timeout: 20_000 },
  );
  expect(listed.mock.calls[0]?.[0]).toMatchObject({ skin: 'visitante', pagina: 'home', servico: 'corte', dias: 14 });
}, 30_000);
