/**
 * Answers lost on the way back, on the path that ships: the Firebase build on the Emulator Suite, at
 * a phone's width. The callable's request reaches the Functions emulator, which stores the message
 * and answers; the browser is then told the connection failed. The app tries again with the same
 * idEnvio, and the message is stored once in Firestore and shown once, to the sender and to the
 * inbox it went to.
 */
import type { Page, Route } from 'playwright-core';
import { contactIdOf } from '@lab/domain/kernel';
import { untilTheAppOwns } from '../public/public-site';
import { sessionPerFile, signInToSkin, watchPageErrors } from '../signed-in/signed-in-site';
import { adminDocumentIds, adminDocuments, EMULATOR_SITE } from './emulator-site';

const session = sessionPerFile(EMULATOR_SITE);
/** Words no other run of this file has sent: the emulators keep data across the files of a run. */
const unique = Date.now().toString(36);

async function phonePage(): Promise<Page> {
  const page = await session.newPage();
  await page.setViewportSize({ width: 375, height: 800 });
  return page;
}

/**
 * The first `count` calls of `callable` reach the server, which answers; the page is told the
 * connection failed instead. Counts the calls and keeps the server's statuses for the dropped ones.
 */
async function dropAnswers(page: Page, callable: string, count = 1): Promise<{ calls: number; droppedStatuses: number[] }> {
  const seen = { calls: 0, droppedStatuses: [] as number[] };
  await page.route(`**/${callable}`, async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    seen.calls += 1;
    if (seen.droppedStatuses.length >= count) return route.fallback();
    const answer = await route.fetch();
    seen.droppedStatuses.push(answer.status());
    return route.abort('failed');
  });
  return seen;
}

const withText = (documents: Array<Record<string, unknown>>, text: string) => documents.filter((d) => d.mensagem === text);

describe('a lost answer on the emulators', () => {
  it('Dropped chat answer: the message the server stored is sent again with its idEnvio, stored once and shown once', async () => {
    const text = `Resposta perdida ${unique} no chat.`;
    const user = await phonePage();
    const errors = watchPageErrors(user);
    await signInToSkin(user, 'Visitante Teste');
    await user.goto('/menu/user-visitante/contatos/lab_visitante/chat/principal');
    const thread = user.getByRole('list', { name: 'Mensagens' });
    await thread.waitFor();
    const seen = await dropAnswers(user, 'sendChatMessage');

    const box = user.getByRole('textbox', { name: 'Mensagem' });
    await box.fill(text);
    await box.press('Enter');
    await user.locator('.chat-composer__status').filter({ hasText: 'Enviada' }).waitFor({ timeout: 30000 });

    expect(seen).toEqual({ calls: 2, droppedStatuses: [200] });
    const stored = withText(await adminDocuments('contatos/lab_visitante/conversas/principal/chat'), text);
    expect(stored).toHaveLength(1);
    await thread.getByRole('listitem').filter({ hasText: text }).waitFor();
    expect(await thread.getByRole('listitem').filter({ hasText: text }).count()).toBe(1);
    expect(await box.inputValue()).toBe('');
    expect(errors).toEqual([]);
  });

  it("Dropped contact answer: the form's message is stored once, in one conversation, and the creator's CONTATOS shows it once", async () => {
    const email = `perdida-${unique}@example.com`;
    const text = `Resposta perdida ${unique} no formulário.`;
    const visitor = await phonePage();
    const errors = watchPageErrors(visitor);
    const seen = await dropAnswers(visitor, 'sendContactMessage');
    await visitor.goto('/lab/contato');
    await untilTheAppOwns(visitor);
    const form = visitor.getByRole('form', { name: 'Como posso ajudar?' });
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByRole('combobox', { name: 'Assunto' }).selectOption('OUTRO');
    await form.getByRole('textbox', { name: 'Mensagem' }).fill(text);
    await form.getByRole('button', { name: 'ENVIAR' }).click();
    await visitor.getByText('CONTATO REALIZADO COM SUCESSO!').waitFor({ timeout: 30000 });

    expect(seen).toEqual({ calls: 2, droppedStatuses: [200] });
    const contact = `contatos/${contactIdOf(email, 'lab')}/conversas`;
    const conversations = await adminDocumentIds(contact);
    expect(conversations).toHaveLength(1);
    expect(await adminDocuments(`${contact}/${conversations[0]}/chat`)).toEqual([expect.objectContaining({ mensagem: text })]);
    expect(errors).toEqual([]);

    const creator = await phonePage();
    await signInToSkin(creator, 'Dona do Lab');
    await creator.goto('/menu/owner-dona/contatos');
    const contacts = creator.getByRole('list', { name: 'Contatos' });
    const rows = contacts.getByRole('listitem').filter({ hasText: email });
    await rows.first().waitFor({ timeout: 20000 });
    expect(await rows.count()).toBe(1);
    await rows.getByRole('link', { name: /^Abrir a conversa mais recente com/ }).click();
    const thread = creator.getByRole('list', { name: 'Mensagens' });
    await thread.getByText(text).waitFor();
    expect(await thread.getByRole('listitem').filter({ hasText: text }).count()).toBe(1);
  });
});
