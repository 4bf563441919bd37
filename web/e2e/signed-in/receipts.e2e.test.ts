/**
 * Visto and "Eu respondo", between people in browsers of their own: a visitor writes to the site,
 * an owner opens the chat and the visitor sees Visto under their message; one owner takes the
 * conversation (Eu respondo), the other owner sees who is answering it, and Liberar gives it back.
 * Between browsers, the demo's data is carried as the server would (demo-carry.ts). Each screen at
 * 1280 and 375 px, with no serious axe finding.
 */
import type { Page } from 'playwright-core';
import { carryOver, savedSnapshot } from './demo-carry';
import { expectAccessibleAt, sessionPerFile, signIn, signInToSkin, watchPageErrors } from './signed-in-site';

const session = sessionPerFile();
const CONVERSA = 'contatos/lab_visitante/conversas/principal';
const chatOf = (uid: string) => `/menu/${uid}/contatos/lab_visitante/chat/principal`;
const thread = (page: Page) => page.getByRole('list', { name: 'Mensagens' });
const claimGroup = (page: Page) => page.getByRole('group', { name: 'Quem responde' });

async function newPerson(): Promise<{ page: Page; errors: Error[] }> {
  const page = await (await session.newContext()).newPage();
  return { page, errors: watchPageErrors(page) };
}

/** Waits until `page`'s saved data has the conversation in the state `holds` asks for. */
async function savedConversation(page: Page, holds: (conversa: Record<string, unknown>) => boolean): Promise<void> {
  for (;;) {
    const conversa = (await savedSnapshot(page))?.docs[CONVERSA];
    if (conversa && holds(conversa)) return;
    await page.waitForTimeout(100);
  }
}

/** An owner (Sócio has several skins) signed in, then on the site's conversation with the visitor. */
async function ownerOnChat(page: Page, account: 'Dona do Lab' | 'Sócio do Lab', uid: string): Promise<void> {
  if (account === 'Dona do Lab') await signInToSkin(page, account);
  else {
    await signIn(page, account);
    await page.waitForURL((url) => url.pathname !== '/');
  }
  await page.goto(chatOf(uid));
  await thread(page).waitFor();
}

describe('Visto and who answers, on the demo backend', () => {
  it('shows the visitor Visto under their message once an owner has opened the chat', async () => {
    const visitor = await newPerson();
    await signInToSkin(visitor.page, 'Visitante Teste');
    await visitor.page.goto(chatOf('user-visitante'));
    const box = visitor.page.getByRole('textbox', { name: 'Mensagem' });
    await box.fill('Conseguiram ver o meu tema?');
    await box.press('Enter');
    const mine = thread(visitor.page).getByRole('listitem').filter({ hasText: 'Conseguiram ver o meu tema?' });
    await mine.waitFor();
    await savedConversation(visitor.page, (c) => c['ultimaMensagem'] === 'Conseguiram ver o meu tema?');
    expect(await visitor.page.getByText(/^Visto /).count()).toBe(0);

    const owner = await newPerson();
    await owner.page.goto('/');
    await carryOver(visitor.page, owner.page);
    await ownerOnChat(owner.page, 'Dona do Lab', 'owner-dona');
    await thread(owner.page).getByText('Conseguiram ver o meu tema?').waitFor();
    await savedConversation(owner.page, (c) => typeof c['lidaLabEm'] === 'number');
    await carryOver(owner.page, visitor.page);

    await mine.getByText(/^Visto às \d\d:\d\d$/).waitFor({ timeout: 10000 });
    expect(await visitor.page.getByText(/^Visto /).count()).toBe(1);
    await expectAccessibleAt(visitor.page, 'chat-visto');
    expect([...visitor.errors, ...owner.errors]).toEqual([]);
  });

  it('lets one owner say Eu respondo, shows the other owner who answers, and Liberar gives it back', async () => {
    const dona = await newPerson();
    await ownerOnChat(dona.page, 'Dona do Lab', 'owner-dona');
    await claimGroup(dona.page).getByRole('button', { name: 'Eu respondo' }).click();
    await claimGroup(dona.page).getByText('Você está respondendo').waitFor();
    await claimGroup(dona.page).getByRole('button', { name: 'Liberar' }).waitFor();
    await savedConversation(dona.page, (c) => (c['respondendo'] as { uid?: string } | undefined)?.uid === 'owner-dona');
    await expectAccessibleAt(dona.page, 'chat-eu-respondo');

    const socio = await newPerson();
    await socio.page.goto('/');
    await carryOver(dona.page, socio.page);
    await ownerOnChat(socio.page, 'Sócio do Lab', 'owner-socio');
    await claimGroup(socio.page).getByText('Dona do Lab está respondendo').waitFor();
    await claimGroup(socio.page).getByRole('button', { name: 'Assumir' }).waitFor();
    await expectAccessibleAt(socio.page, 'chat-outro-respondendo');

    await claimGroup(dona.page).getByRole('button', { name: 'Liberar' }).click();
    await claimGroup(dona.page).getByRole('button', { name: 'Eu respondo' }).waitFor();
    await savedConversation(dona.page, (c) => c['respondendo'] === undefined);
    await carryOver(dona.page, socio.page);
    await claimGroup(socio.page).getByRole('button', { name: 'Eu respondo' }).waitFor({ timeout: 10000 });
    expect(await socio.page.getByText(/está respondendo/).count()).toBe(0);
    expect([...dona.errors, ...socio.errors]).toEqual([]);
  });
});
