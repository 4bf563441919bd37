/**
 * The chat: a visitor messages the owner and the owner replies (the demo data surviving
 * ENCERRAR in between), and a message sent in one tab shows in another tab of the same
 * conversation within a second. The chat icon opens the most recent conversation, a chat
 * opened by its address shows its subject, and links in messages open in a new tab.
 */
import type { Page } from 'playwright-core';
import { chooseFromDrawer, screenshot, sessionPerFile, signInToSkin, signOutFromMenu, watchPageErrors } from './signed-in-site';

const session = sessionPerFile();
const VISITOR_PRINCIPAL = '/menu/user-visitante/contatos/lab_visitante/chat/principal';

const thread = (page: Page) => page.getByRole('list', { name: 'Mensagens' });

async function send(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Mensagem' });
  await box.fill(text);
  await box.press('Enter');
  await thread(page).getByText(text).waitFor();
  // The live thread can show the message before the send resolves; the box empties right after.
  await page.waitForFunction((el) => (el as HTMLTextAreaElement).value === '', await box.elementHandle());
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
  it("carries a visitor's message to the owner, and the owner's reply back", async () => {
    const page = await session.newPage();
    const errors = watchPageErrors(page);

    await signInToSkin(page, 'Visitante Teste');
    await page.goto('/menu/user-visitante');
    await openPrincipalChat(page, /^Lab/);
    await send(page, 'Olá, Dona! Pode revisar a minha skin?');
    await signOutFromMenu(page);

    await signInToSkin(page, 'Dona do Lab');
    await page.goto('/menu/owner-dona');
    await openPrincipalChat(page, /^Lab e Visitante Teste/);
    const last = thread(page).getByRole('listitem').last();
    expect(await last.textContent()).toContain('Olá, Dona! Pode revisar a minha skin?');
    expect(await last.textContent()).toContain('Visitante Teste');
    await send(page, 'Claro! Vou olhar ainda hoje.');
    await screenshot(page, 'chat-owner-reply');
    await signOutFromMenu(page);

    await signInToSkin(page, 'Visitante Teste');
    await page.goto(VISITOR_PRINCIPAL);
    await thread(page).getByText('Claro! Vou olhar ainda hoje.').waitFor();
    expect(errors).toEqual([]);
  });

  it('opens the most recent conversation from the chat icon, keeps its subject on a reload, and opens links in a new tab', async () => {
    const page = await session.newPage();
    const errors = watchPageErrors(page);
    await signInToSkin(page, 'Visitante Teste');
    await page.goto('/menu/user-visitante');
    await chooseFromDrawer(page, 'CONTATOS');
    await page.getByRole('link', { name: 'Abrir a conversa mais recente com Lab' }).click();
    await page.waitForURL((url) => url.pathname === '/menu/user-visitante/contatos/lab_visitante/chat/c-identidade');
    await page.getByRole('heading', { name: 'IDENTIDADE VISUAL' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'IDENTIDADE VISUAL' }).waitFor();
    await thread(page).waitFor();

    await send(page, 'Referência: https://example.com/marca. <b>sem negrito</b>');
    const link = thread(page).getByRole('link', { name: 'https://example.com/marca' });
    expect(await link.getAttribute('href')).toBe('https://example.com/marca');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await thread(page).locator('b').count()).toBe(0);
    await screenshot(page, 'chat-link');
    expect(errors).toEqual([]);
  });

  it('shows a message sent in one tab in another tab of the same conversation within a second', async () => {
    const context = await session.newContext();
    const first = await context.newPage();
    await signInToSkin(first, 'Visitante Teste');
    await first.goto(VISITOR_PRINCIPAL);
    await thread(first).waitFor();
    const second = await context.newPage();
    await second.goto(VISITOR_PRINCIPAL);
    await thread(second).waitFor();

    for (const [from, to, text] of [
      [first, second, 'Primeira aba falando'],
      [second, first, 'Segunda aba respondendo'],
    ] as const) {
      // A person writes in the tab they are looking at; a background tab only paints about once a
      // second, which would time Chromium's throttling rather than the message's trip.
      await from.bringToFront();
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
    const page = await session.newPage();
    await signInToSkin(page, 'Visitante Teste');
    await page.goto(VISITOR_PRINCIPAL);
    await thread(page).waitFor();
    const before = await thread(page).getByRole('listitem').count();
    const box = page.getByRole('textbox', { name: 'Mensagem' });
    await box.fill('   ');
    await box.press('Enter');
    expect(await page.getByRole('button', { name: 'ENVIAR' }).isDisabled()).toBe(true);
    // A real message sent next lands right after the messages there were: nothing went in between.
    await box.fill('agora sim');
    await box.press('Enter');
    await thread(page).getByText('agora sim').waitFor();
    const items = thread(page).getByRole('listitem');
    expect(await items.count()).toBe(before + 1);
    expect(await items.last().textContent()).toContain('agora sim');
  });
});
