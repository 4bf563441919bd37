/**
 * Issue 4, chat: a visitor messages the owner and the owner replies (the demo data surviving
 * ENCERRAR in between), and a message sent in one tab shows in another tab of the same
 * conversation within a second.
 */
import type { Page } from 'playwright-core';
import { chooseFromDrawer, screenshot, signIn, startSession, watchPageErrors, type Session } from './support';

let session: Session;
beforeAll(async () => {
  session = await startSession();
});
afterAll(async () => {
  await session.close();
});

const thread = (page: Page) => page.getByRole('list', { name: 'Mensagens' });

async function send(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Mensagem' });
  await box.fill(text);
  await box.press('Enter');
  await thread(page).getByText(text).waitFor();
  expect(await box.inputValue()).toBe('');
}

async function openPrincipalChat(page: Page, contactName: RegExp): Promise<void> {
  await chooseFromDrawer(page, 'CONTATOS');
  await page.getByRole('link', { name: contactName }).click();
  await page.getByRole('heading', { level: 1, name: 'CONVERSAS' }).waitFor();
  await page.getByRole('link', { name: /^PRINCIPAL/ }).click();
  await page.getByRole('heading', { level: 1, name: 'ASSUNTO' }).waitFor();
  await thread(page).waitFor();
}

describe('the live chat', () => {
  it('carries a visitor\'s message to the owner, and the owner\'s reply back', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    const errors = watchPageErrors(page);

    await signIn(page, session.url, 'Visitante Teste');
    await page.waitForURL(/\/visitante\/home$/);
    await page.goto(`${session.url}/menu/user-visitante`);
    await openPrincipalChat(page, /^Dona do Lab/);
    await send(page, 'Olá, Dona! Pode revisar a minha skin?');
    await chooseFromDrawer(page, 'ENCERRAR');
    await page.getByRole('button', { name: 'Entrar com Google' }).waitFor({ timeout: 15000 });

    await signIn(page, session.url, 'Dona do Lab');
    await page.waitForURL(/\/lab\/home$/);
    await page.goto(`${session.url}/menu/owner-dona`);
    await openPrincipalChat(page, /^Dona do Lab e Visitante Teste/);
    const last = thread(page).getByRole('listitem').last();
    expect(await last.textContent()).toContain('Olá, Dona! Pode revisar a minha skin?');
    expect(await last.textContent()).toContain('Visitante Teste');
    await send(page, 'Claro! Vou olhar ainda hoje.');
    await screenshot(page, 'chat-owner-reply');
    await chooseFromDrawer(page, 'ENCERRAR');
    await page.getByRole('button', { name: 'Entrar com Google' }).waitFor({ timeout: 15000 });

    await signIn(page, session.url, 'Visitante Teste');
    await page.waitForURL(/\/visitante\/home$/);
    await page.goto(`${session.url}/menu/user-visitante/contatos/lab_visitante/chat/principal`);
    await thread(page).getByText('Claro! Vou olhar ainda hoje.').waitFor();
    expect(errors).toEqual([]);
  });

  it('shows a message sent in one tab in another tab of the same conversation within a second', async () => {
    const context = await session.newContext();
    const first = await context.newPage();
    await signIn(first, session.url, 'Visitante Teste');
    await first.waitForURL(/\/visitante\/home$/);
    const chatUrl = `${session.url}/menu/user-visitante/contatos/lab_visitante/chat/principal`;
    await first.goto(chatUrl);
    await thread(first).waitFor();
    const second = await context.newPage();
    await second.goto(chatUrl);
    await thread(second).waitFor();

    for (const [from, to, text] of [
      [first, second, 'Primeira aba falando'],
      [second, first, 'Segunda aba respondendo'],
    ] as const) {
      const box = from.getByRole('textbox', { name: 'Mensagem' });
      await box.fill(text);
      const sentAt = Date.now();
      await from.getByRole('button', { name: 'ENVIAR' }).click();
      await thread(to).getByText(text).waitFor({ timeout: 1000 });
      expect(Date.now() - sentAt).toBeLessThan(1000);
    }
    await screenshot(second, 'chat-second-tab');
  });

  it('never sends an empty or whitespace-only message', async () => {
    const page = await (await session.newContext()).newPage();
    await signIn(page, session.url, 'Visitante Teste');
    await page.waitForURL(/\/visitante\/home$/);
    await page.goto(`${session.url}/menu/user-visitante/contatos/lab_visitante/chat/principal`);
    await thread(page).waitFor();
    const before = await thread(page).getByRole('listitem').count();
    const box = page.getByRole('textbox', { name: 'Mensagem' });
    await box.fill('   ');
    await box.press('Enter');
    expect(await page.getByRole('button', { name: 'ENVIAR' }).isDisabled()).toBe(true);
    await page.waitForTimeout(300);
    expect(await thread(page).getByRole('listitem').count()).toBe(before);
  });
});
