/**
 * The installed inbox without a network, on the path that ships: the Firebase build on the Hosting
 * emulator, signed in with the Auth emulator. Once the menu has registered its worker and CONTATOS
 * has been read, a reload offline comes from the worker's precache, the session from Auth's own
 * storage and the contacts from Firestore's persistent cache, and the menu says it is offline.
 */
import { ownerUnderWorker } from '../signed-in/app-worker';
import { screenshot, sessionPerFile } from '../signed-in/signed-in-site';
import { EMULATOR_SITE } from './emulator-site';

const session = sessionPerFile(EMULATOR_SITE);
const OFFLINE_NOTICE = 'Sem conexão. Você vê o que já estava carregado; o que enviar agora não será entregue.';

describe('the inbox offline on the emulators', () => {
  it("reopens CONTATOS offline from the worker and Firestore's persistent cache, saying it is offline", async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await ownerUnderWorker(page, '/menu/owner-dona/contatos');
    const contacts = page.getByRole('list', { name: 'Contatos' });
    await contacts.getByRole('listitem').first().waitFor();
    const names = await contacts.getByRole('listitem').allTextContents();

    await context.setOffline(true);
    const reload = await page.reload();
    expect(reload?.fromServiceWorker()).toBe(true);
    await page.getByRole('status').filter({ hasText: OFFLINE_NOTICE }).waitFor();
    // Firestore answers from its cache once it counts itself offline (after its first failed attempt).
    await contacts.getByRole('listitem').first().waitFor({ timeout: 30000 });
    expect(await contacts.getByRole('listitem').allTextContents()).toEqual(names);
    await screenshot(page, 'emulators-offline-contacts');
    await context.setOffline(false);
  });
});
