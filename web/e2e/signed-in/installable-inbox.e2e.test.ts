/**
 * The signed-in area as an installable app, on the demo build served like Hosting: the service
 * worker of /menu/ registers and activates from the menu only (a public page neither registers it nor
 * fetches it or the manifest), Chrome finds the menu installable, a push delivered to the worker shows
 * a notice whose click opens the conversation, and the menu reloads offline from the worker with the
 * offline notice shown (screenshots at 1280 and 375 px in /tmp/shots).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { clickShownNotice, eventually, ownerUnderWorker, shownNotices } from './app-worker';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../harness';
import { screenshot, sessionPerFile, watchPageErrors } from './signed-in-site';

const session = sessionPerFile();
const CHAT = '/menu/owner-dona/contatos/lab_visitante/chat/principal';
const OFFLINE_NOTICE = 'Sem conexão. Você vê o que já estava carregado; o que enviar agora não será entregue.';

/** The owner on the menu's home, under the worker of /menu/. */
async function menuWithWorker(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await ownerUnderWorker(page, '/menu/owner-dona');
  await page.getByRole('heading', { level: 1, name: 'MENU' }).waitFor();
  return page;
}

const registrationOf = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/menu/');
    return registration ? { scope: registration.scope, state: registration.active?.state ?? null } : null;
  });

/** The id DevTools gives the registration of `scope` (ServiceWorker.workerRegistrationUpdated). */
async function registrationId(cdp: CDPSession, scope: string): Promise<string> {
  const ids = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const r of registrations) ids.set(r.scopeURL, r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  return eventually(
    async () => ids.get(scope),
    (id): id is string => id !== undefined,
  ) as Promise<string>;
}

describe('the installable inbox', () => {
  it('registers the worker of /menu/ from the menu only, and Chrome finds the menu installable', async () => {
    const context = await session.newContext();
    const page = await menuWithWorker(context);
    expect(await registrationOf(page)).toEqual({ scope: `${session.url}/menu/`, state: 'activated' });
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');

    // Lighthouse 12 removed its PWA audit; this is the check it ran: Chrome's own installability
    // errors. Chrome never offers to install from an incognito profile, which every context of a
    // launched browser is, so the check runs in a profile on disk.
    const profile = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'lab-pwa-')), {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      headless: true,
      baseURL: session.url,
      locale: 'pt-BR',
    });
    try {
      const installed = await menuWithWorker(profile);
      const cdp = await profile.newCDPSession(installed);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await profile.close();
    }

    const publicContext = await session.newContext();
    const visitor = await publicContext.newPage();
    const requested: string[] = [];
    visitor.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await visitor.goto('/lab/home', { waitUntil: 'networkidle' });
    await visitor.getByRole('main').waitFor();
    expect(await visitor.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    expect(await visitor.locator('link[rel="manifest"]').count()).toBe(0);
    expect(requested.filter((path) => path === '/sw.js' || path === '/manifest.webmanifest')).toEqual([]);
  });

  it('shows a pushed notice, and its click takes the open app to the conversation', async () => {
    const context = await session.newContext();
    await context.grantPermissions(['notifications'], { origin: session.url });
    const page = await menuWithWorker(context);
    const errors = watchPageErrors(page);
    const cdp = await context.newCDPSession(page);
    const id = await registrationId(cdp, `${session.url}/menu/`);

    const notice = {
      title: 'Visitante Teste — PRINCIPAL',
      body: 'Olá! Vi o portfólio.',
      link: CHAT,
      tag: 'lab_visitante/principal',
    };
    // FCM's envelope around a data-only message, as the worker receives it.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: session.url,
      registrationId: id,
      data: JSON.stringify({ data: notice, from: '1234567890', priority: 'high' }),
    });
    const shown = await eventually(
      () => shownNotices(page),
      (notices) => notices.length > 0,
    );
    expect(shown).toEqual([{ title: notice.title, body: notice.body, tag: notice.tag, data: { link: CHAT } }]);

    await clickShownNotice(context, session.url);
    await page.waitForURL((url) => url.pathname === CHAT);
    await page.getByRole('heading', { level: 1, name: 'ASSUNTO' }).waitFor();
    await page.getByRole('list', { name: 'Mensagens' }).waitFor();
    expect(
      await eventually(
        () => shownNotices(page),
        (notices) => notices.length === 0,
      ),
    ).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('opens the menu offline from the worker, saying it is offline', async () => {
    const context = await session.newContext();
    const page = await menuWithWorker(context);
    await page.goto('/menu/owner-dona/contatos');
    await page.getByRole('list', { name: 'Contatos' }).waitFor();

    await context.setOffline(true);
    const reload = await page.reload();
    expect(reload?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'CONTATOS' }).waitFor();
    await page.getByRole('list', { name: 'Contatos' }).waitFor();
    await page.getByRole('status').filter({ hasText: OFFLINE_NOTICE }).waitFor();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 860 });
      await screenshot(page, `installable-offline-${width}`, { fullPage: false });
    }

    await context.setOffline(false);
    await page.getByText(OFFLINE_NOTICE).waitFor({ state: 'detached' });
  });
});
