/**
 * Push notices on the demo backend, from the drawer to the notice: an owner turns on Ativar
 * notificações (the browser asked on that click only), a visitor in a browser of their own writes,
 * and the owner's worker shows who wrote, the subject and the first words; its click opens the
 * conversation. The demo's "server" is each browser's own, so what it hands the push service in the
 * visitor's browser is carried to the owner's, as demo-carry.ts carries the documents.
 */
import { clickShownNotice, eventually, ownerUnderWorker, shownNotices } from './app-worker';
import { carryOver, savedSnapshot } from './demo-carry';
import { expectAccessibleAt, openDrawer, sessionPerFile, signInToSkin, watchPageErrors } from './signed-in-site';

const session = sessionPerFile();
const PUSH_CHANNEL = 'lab-demo-push';
const VISITOR_CHAT = '/menu/user-visitante/contatos/lab_visitante/chat/principal';
const OWNER_CHAT = '/menu/owner-dona/contatos/lab_visitante/chat/principal';

describe('push notices on the demo backend', () => {
  it('turns on from the drawer, shows a visitor’s new message on the owner’s device, and opens it', async () => {
    const ownerContext = await session.newContext();
    await ownerContext.grantPermissions(['notifications'], { origin: session.url });
    const owner = await ownerContext.newPage();
    await ownerUnderWorker(owner, '/menu/owner-dona/contatos');
    const errors = watchPageErrors(owner);
    await openDrawer(owner);
    await owner.getByRole('button', { name: 'Ativar notificações' }).click();
    await owner.getByRole('button', { name: 'Desativar notificações' }).waitFor({ timeout: 15000 });
    await owner.getByText('Você recebe aqui um aviso de cada nova mensagem.').waitFor();
    await expectAccessibleAt(owner, 'drawer-notificacoes');
    await eventually(
      () => savedSnapshot(owner),
      (saved) => saved?.docs['dispositivos/owner-dona'] !== undefined,
    );

    // The visitor's browser, with the owner's device known to the "server", collects what its
    // demo hands the push service.
    const visitor = await (await session.newContext()).newPage();
    errors.push(...watchPageErrors(visitor));
    await visitor.goto('/');
    await carryOver(owner, visitor);
    await signInToSkin(visitor, 'Visitante Teste');
    await visitor.goto(VISITOR_CHAT);
    await visitor.evaluate((name) => {
      const heard: unknown[] = [];
      (window as unknown as { heardPushes: unknown[] }).heardPushes = heard;
      new BroadcastChannel(name).onmessage = (event) => heard.push(...(event.data as unknown[]));
    }, PUSH_CHANNEL);
    const box = visitor.getByRole('textbox', { name: 'Mensagem' });
    await box.fill('Vocês fazem identidade visual para ateliê?');
    await box.press('Enter');
    const pushes = await eventually(
      () => visitor.evaluate(() => (window as unknown as { heardPushes: unknown[] }).heardPushes),
      (heard) => heard.length > 0,
    );

    await owner.evaluate(([name, deliveries]) => new BroadcastChannel(name).postMessage(deliveries), [
      PUSH_CHANNEL,
      pushes,
    ] as const);
    const [shown] = await eventually(
      () => shownNotices(owner),
      (notices) => notices.length > 0,
    );
    expect(shown).toEqual({
      title: expect.stringMatching(/ — PRINCIPAL$/),
      body: 'Vocês fazem identidade visual para ateliê?',
      tag: 'lab_visitante/principal',
      data: { link: '/conversa/lab_visitante/principal' },
    });

    await clickShownNotice(ownerContext, session.url);
    await owner.waitForURL((url) => url.pathname === OWNER_CHAT, { timeout: 15000 });
    await owner.getByRole('list', { name: 'Mensagens' }).waitFor();
    expect(errors).toEqual([]);
  });
});
