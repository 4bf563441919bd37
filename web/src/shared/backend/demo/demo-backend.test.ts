import { DomainError, MESSAGES, paths, type ContatoDoc, type SkinDoc } from '@lab/domain/kernel';
import { NEW_ACCOUNT, type AuthUser } from '../port';
import { createDemoBackend, demoSeed } from './demo-backend';
import { memoryPersistence, type DemoPersistence } from './demo-persistence';
import { channelHub, localLock, type DemoLock } from './demo-tabs';

/** One browser: shared persistence, lock and channel hub; each call opens a tab. */
function browser() {
  const persistence = memoryPersistence();
  const lock = localLock();
  const hub = channelHub();
  return {
    persistence,
    openTab: () => createDemoBackend({ persistence, lock, channel: hub.channel() }),
  };
}

function tab(persistence: DemoPersistence = memoryPersistence(), lock: DemoLock = localLock()) {
  return createDemoBackend({ persistence, lock, channel: null });
}

const settle = () => new Promise((done) => setTimeout(done, 0));

/** A tab signed in as the seed's owner, who reads every skin tree (firestore.rules). */
async function ownerTab() {
  const backend = tab();
  await backend.signIn('owner-dona');
  return backend;
}

describe('the demo backend', () => {
  describe('skin tree reads', () => {
    it('reads a skin tree from the seed: pages in order, each with its containers in order', async () => {
      const site = await (await ownerTab()).loadSkinTree('lab');
      expect(site?.skin.username).toBe('lab');
      expect(site?.paginas.map((p) => p.id_pagina)).toEqual(['home', 'projetos', 'contato']);
      expect(site?.paginas[0]?.containerIds).toEqual(['SKY1GNMkI7muVq3vmHNw', 'ct-destaques']);
      expect(site?.paginas[2]?.containerIds).toEqual(['nZCPH3y6bkPSnJPSPaSZ']);
      expect(site?.containers.find((c) => c.id_container === 'ct-projetos')?.cardIds).toHaveLength(4);
      expect(site?.addOns.map((a) => a.id).sort()).toEqual(['figma', 'firebase', 'illustrator', 'react', 'typescript']);
    });

    it('answers null for a name no skin has', async () => {
      await expect((await ownerTab()).loadSkinTree('ninguem')).resolves.toBeNull();
    });

    it("lets only the skin's own account and owners read its tree, as firestore.rules do: public pages read the snapshot", async () => {
      const backend = tab();
      await expect(backend.loadSkinTree('sol')).resolves.toBeNull();
      await backend.signIn('user-visitante');
      await expect(backend.loadSkinTree('sol')).resolves.toBeNull();
      await expect(backend.loadSkinTree('visitante')).resolves.toMatchObject({ skin: { username: 'visitante' } });
    });

    it('keeps every skin to its own pages', async () => {
      const site = await (await ownerTab()).loadSkinTree('sol');
      expect(site?.paginas.map((p) => p.id_pagina)).toEqual(['home']);
      expect(site?.cards.map((c) => c.id).sort()).toEqual([
        'card-cartazes-verao',
        'card-girassois',
        'card-sol-pix',
        'card-sol-whatsapp',
      ]);
    });
  });

  describe('accounts', () => {
    it('offers the seed accounts to the chooser', async () => {
      const accounts = await tab().accountChooser.accounts();
      expect(accounts.map((a) => a.displayName)).toEqual(demoSeed.accounts.map((a) => a.displayName));
      expect(accounts.find((a) => a.uid === 'owner-dona')?.admin).toBe(true);
    });

    it('signs in as a seed account, with the admin flag as the owner claim', async () => {
      const backend = tab();
      const reports: Array<AuthUser | null> = [];
      backend.watchAuth((user) => reports.push(user), { eager: false });
      const user = await backend.signIn('owner-dona');
      expect(user).toMatchObject({ uid: 'owner-dona', admin: true, name: 'Dona do Lab', givenName: 'Dona' });
      await backend.signOut();
      await settle();
      expect(reports.map((r) => r?.uid ?? null)).toEqual([null, 'owner-dona', null]);
    });

    it('creates a brand-new account, with no skin and no owner claim, for "Nova conta"', async () => {
      const backend = tab();
      const user = await backend.signIn(NEW_ACCOUNT);
      expect(user.uid).toMatch(/^demo-/);
      expect(user.name).toMatch(/^Nova Pessoa \d{1,4}$/);
      expect(user.admin).toBe(false);
      await expect(backend.listSkins(user.uid)).resolves.toEqual([]);
      expect((await backend.accountChooser.accounts()).map((a) => a.uid)).toContain(user.uid);
    });

    it("refuses a blocked account's sign-in, as Firebase Auth refuses a disabled one, and lets it in once unblocked", async () => {
      const backend = tab();
      await backend.signIn('owner-dona');
      await backend.call('setAccountBlocked', { uid: 'user-multi', bloqueado: true });
      await backend.signOut();
      await expect(backend.signIn('user-multi')).rejects.toEqual(new DomainError('permission-denied', MESSAGES.accountBlocked));
      await backend.signIn('owner-dona');
      await backend.call('setAccountBlocked', { uid: 'user-multi', bloqueado: false });
      await expect(backend.signIn('user-multi')).resolves.toMatchObject({ uid: 'user-multi' });
    });

    it('refuses an account that does not exist', async () => {
      await expect(tab().signIn('ninguem')).rejects.toBeInstanceOf(DomainError);
    });
  });

  describe('commands', () => {
    it('runs the Cloud Functions handlers as the signed-in account', async () => {
      const backend = tab();
      await backend.signIn('user-multi');
      const skin: SkinDoc = await backend.call('createSkin', { username: 'multi-c', theme: 'sunshine' });
      expect(skin).toMatchObject({ username: 'multi-c', theme: 'sunshine', idUser: 'user-multi' });
      expect((await backend.loadSkinTree('multi-c'))?.paginas.map((p) => p.id_pagina)).toEqual(['home']);
    });

    it('rejects with the handlers own DomainError and Portuguese message', async () => {
      const backend = tab();
      await expect(backend.call('createSkin', { username: 'x-skin', theme: 'CYBERPINK' })).rejects.toMatchObject({
        code: 'unauthenticated',
        message: MESSAGES.unauthenticated,
      });
      await backend.signIn('user-multi');
      await expect(backend.call('createSkin', { username: 'visitante', theme: 'CYBERPINK' })).rejects.toMatchObject({
        code: 'already-exists',
        message: MESSAGES.skinNameTaken,
      });
    });

    it('sends anonymous contact messages with the demo IP and geo lookup in the access log', async () => {
      const backend = tab();
      const hash = '11111111-2222-4333-8444-555555555555';
      await backend.call('logAccess', { navegacaoHash: hash });
      expect(backend.runtime.db.get(paths.acesso(hash))).toMatchObject({
        ip: '127.0.0.1',
        country_name: 'Brasil',
        region: 'Rio Grande do Sul',
        city: 'Porto Alegre',
        org: 'Demo',
      });
      await backend.call('sendContactMessage', { assunto: 'SISTEMA', email: 'eva@example.com', navegacaoHash: hash });
      expect(backend.runtime.db.get<ContatoDoc>(paths.contato('eva@example.com_lab'))).not.toBeNull();
      expect(backend.runtime.db.get(paths.acesso(hash))).toMatchObject({ valorEmail: 'eva@example.com' });
    });
  });

  describe('across reloads and tabs', () => {
    it('keeps data and the signed-in account across a reload, even after local storage is cleared', async () => {
      const persistence = memoryPersistence();
      const first = tab(persistence);
      await first.signIn('user-multi');
      await first.call('createSkin', { username: 'depois-do-reload', theme: 'CYBERPINK' });
      localStorage.clear();

      const reloaded = tab(persistence);
      await expect(reloaded.loadSkinTree('depois-do-reload')).resolves.not.toBeNull();
      const reports: Array<AuthUser | null> = [];
      reloaded.watchAuth((user) => reports.push(user), { eager: true });
      await settle();
      expect(reports.at(-1)?.uid).toBe('user-multi');
    });

    it('starts over from the seed when the seed has changed since the data was saved', async () => {
      const persistence = memoryPersistence();
      const first = tab(persistence);
      await first.signIn('user-multi');
      await first.call('createSkin', { username: 'semente-velha', theme: 'CYBERPINK' });
      const newSeed = { ...demoSeed, documents: { ...demoSeed.documents, 'add_ons/novo': { url_img: '/x.svg', nome: 'Novo' } } };
      const next = createDemoBackend({ persistence, lock: localLock(), channel: null, seed: newSeed });
      await expect(next.loadSkinTree('semente-velha')).resolves.toBeNull();
    });

    it('starts from the seed when the saved documents do not parse, and its next write replaces them', async () => {
      const persistence = memoryPersistence();
      const first = tab(persistence);
      await first.signIn('user-multi');
      await first.call('createSkin', { username: 'antes-do-estrago', theme: 'CYBERPINK' });
      const saved = await persistence.loadSnapshot();
      if (!saved) throw new Error('the demo saved nothing');
      await persistence.saveSnapshot({ ...saved, docs: { ...saved.docs, 'users/user-multi/skins/estragada': { username: 42 } } });
      const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);

      const reloaded = tab(persistence);
      await reloaded.signIn('owner-dona');
      await expect(reloaded.loadSkinTree('antes-do-estrago')).resolves.toBeNull();
      await expect(reloaded.loadSkinTree('lab')).resolves.not.toBeNull();
      expect(logged).toHaveBeenCalledWith(
        'Dados salvos da demonstração descartados:',
        expect.stringContaining('users/user-multi/skins/estragada'),
      );

      await reloaded.signIn('user-multi');
      await reloaded.call('createSkin', { username: 'depois-do-estrago', theme: 'CYBERPINK' });
      const next = tab(persistence);
      await expect(next.loadSkinTree('depois-do-estrago')).resolves.not.toBeNull();
      expect(logged).toHaveBeenCalledTimes(1);
      logged.mockRestore();
    });

    it('shares writes live with the other tabs of the browser', async () => {
      const { openTab } = browser();
      const a = openTab();
      const b = openTab();
      // Like Firebase Auth, the demo's sign-in holds for every tab of the browser.
      await a.signIn('user-visitante');
      await new Promise((done) => setTimeout(done, 10));
      const seen: string[][] = [];
      b.watchConversations('lab_visitante', { next: (rows) => seen.push(rows.map((r) => r.assunto)), error: () => undefined });
      await settle();
      expect(seen.at(-1)).not.toContain('SISTEMA');
      await a.call('sendContactMessage', { assunto: 'SISTEMA', mensagem: 'Olá de outra aba', skin: 'visitante' });
      await new Promise((done) => setTimeout(done, 20));
      expect(seen.at(-1)?.[0]).toBe('SISTEMA');
    });

    it('serialises commands from two tabs so neither overwrites the other', async () => {
      const { openTab } = browser();
      const a = openTab();
      const b = openTab();
      await Promise.all([a.signIn('user-multi'), b.runtime.ready]);
      await settle();
      await Promise.all([
        a.call('createSkin', { username: 'aba-a', theme: 'CYBERPINK' }),
        b.call('createSkin', { username: 'aba-b', theme: 'sunshine' }),
      ]);
      const c = openTab();
      await expect(c.loadSkinTree('aba-a')).resolves.not.toBeNull();
      await expect(c.loadSkinTree('aba-b')).resolves.not.toBeNull();
    });

    it("never takes back a tab's saved change with older data another tab announced meanwhile", async () => {
      const persistence = memoryPersistence();
      const lock = localLock();
      const hub = channelHub();
      // The first check of newer data is slow (its code is still downloading); later ones are not.
      const { snapshotProblem } = await import('./demo-snapshot');
      let releaseFirstCheck: () => void = () => undefined;
      const firstCheck = new Promise<void>((done) => (releaseFirstCheck = done));
      let checks = 0;
      const loadSnapshotCheck = async () => {
        checks += 1;
        if (checks === 1) await firstCheck;
        return snapshotProblem;
      };
      const studio = createDemoBackend({ persistence, lock, channel: hub.channel(), loadSnapshotCheck });
      const preview = createDemoBackend({ persistence, lock, channel: hub.channel() });
      await studio.signIn('user-multi');
      await preview.runtime.ready;
      await settle();
      // The preview's page view reaches the studio, whose check of it is slow...
      await preview.call('logAccess', { navegacaoHash: '11111111-2222-4333-8444-666666666666' });
      await settle();
      expect(checks).toBe(1);
      // ...and meanwhile the studio saves a change of its own.
      await studio.call('createSkin', { username: 'salva-na-aba', theme: 'CYBERPINK' });
      releaseFirstCheck();
      await settle();
      await expect(studio.loadSkinTree('salva-na-aba')).resolves.not.toBeNull();
    });

    it('lets exactly one of two tabs take the same skin name', async () => {
      const { openTab } = browser();
      const a = openTab();
      const b = openTab();
      await a.signIn('user-multi');
      await settle();
      const results = await Promise.allSettled([
        a.call('createSkin', { username: 'disputada', theme: 'CYBERPINK' }),
        b.call('createSkin', { username: 'disputada', theme: 'sunshine' }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    });

    it('signs the other tabs in and out too', async () => {
      const { openTab } = browser();
      const a = openTab();
      const b = openTab();
      const reports: Array<string | null> = [];
      b.watchAuth((user) => reports.push(user?.uid ?? null), { eager: true });
      await a.signIn('user-visitante');
      await new Promise((done) => setTimeout(done, 10));
      await a.signOut();
      await new Promise((done) => setTimeout(done, 10));
      expect(reports).toEqual([null, 'user-visitante', null]);
    });
  });
});
