/**
 * Firestore stopped while a visitor, on a phone, opens a skin page and sends its form, on the path
 * that ships: the Firebase build on the Emulator Suite. The Firestore emulator's process is frozen
 * (firestore-pause.ts), so the page function's reads, the browser's reads and the callable's writes
 * all wait for answers that do not come. The visitor must be told, in Portuguese, that the page is
 * being tried again (never "ERROR 404"), keep what they typed when the send gives up, and, once
 * Firestore answers again, see the page without a reload and have the message stored once, though
 * the frozen send was stored too when Firestore woke.
 */
import { contactIdOf } from '@lab/domain/kernel';
import type { Page, Request } from 'playwright-core';
import { sessionPerFile, signInToSkin, watchPageErrors } from '../signed-in/signed-in-site';
import { saved, addPage } from '../signed-in/studio-steps';
import { adminDocumentIds, adminDocuments, EMULATOR_SITE } from './emulator-site';
import { firestoreSwitch, type FirestoreSwitch } from './firestore-pause';

const session = sessionPerFile(EMULATOR_SITE);
const unique = Date.now().toString(36);
const UNAVAILABLE = 'Não foi possível carregar esta página agora.';
const NOT_SENT = 'Não enviada — tentar de novo';

let firestore: FirestoreSwitch | null = null;
afterEach(() => {
  // Whatever failed, the rest of the run gets its Firestore back.
  firestore?.start();
});

/** A page of the visitor's skin with a contact form, made in the studio: no page function has rendered it yet. */
async function pageWithForm(slug: string): Promise<void> {
  const creator = await session.newPage();
  await signInToSkin(creator, 'Visitante Teste');
  await creator.goto('/menu/user-visitante/skins/visitante/editar');
  await addPage(creator, slug, 20000);
  const container = creator.getByRole('form', { name: 'Novo container' });
  await container.getByRole('radio', { name: 'Formulário de contato' }).check();
  await container.getByRole('textbox', { name: 'Título do container' }).fill('Fale comigo');
  await container.getByRole('button', { name: 'Criar container' }).click();
  await saved(creator, 'Novo formulário de contato Fale comigo', 20000);
  await creator.close();
}

const notFound = (page: Page) => page.getByText('ERROR 404').count();

/** How many calls of `callable` the page has made, and how many of them have ended (answered or failed). */
function watchCalls(page: Page, callable: string): { made: number; ended: number } {
  const calls = { made: 0, ended: 0 };
  const ours = (request: Request) => request.method() === 'POST' && request.url().endsWith(`/${callable}`);
  const ended = (request: Request) => void (ours(request) && (calls.ended += 1));
  page.on('request', (request) => void (ours(request) && (calls.made += 1)));
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return calls;
}

async function untilTrue(check: () => boolean, what: string, timeoutMs = 60000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Still not so after ${timeoutMs} ms: ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

describe('Firestore stopped on the emulators', () => {
  it('Firestore stopped: the page says it is trying again and comes back without a reload, and the message is kept, then stored once', async () => {
    const slug = `pausa-${unique}`;
    const email = `pausa-${unique}@example.com`;
    const text = `Mensagem ${unique} com o Firestore parado.`;
    await pageWithForm(slug);
    firestore = firestoreSwitch();

    const visitor = await session.newPage();
    await visitor.setViewportSize({ width: 375, height: 800 });
    const errors = watchPageErrors(visitor);
    const sends = watchCalls(visitor, 'sendContactMessage');
    firestore.stop();
    // The page function gives up on the store after 4 s and answers the shell; the browser's reads then wait too.
    await visitor.goto(`/visitante/${slug}`, { timeout: 60000 });
    const status = visitor.getByRole('status').filter({ hasText: UNAVAILABLE });
    await status.waitFor({ timeout: 40000 });
    expect(await status.textContent()).toContain('Tentando de novo…');
    expect(await notFound(visitor)).toBe(0);

    await visitor.evaluate(() => Object.assign(window, { sameDocument: true }));
    firestore.start();
    const form = visitor.getByRole('form', { name: 'Como posso ajudar?' });
    // The next retry is at most 30 s away, and a read left waiting gives up after 10 s.
    await form.waitFor({ timeout: 60000 });
    expect(await visitor.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await visitor.getByText(UNAVAILABLE).count()).toBe(0);

    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByRole('combobox', { name: 'Assunto' }).selectOption('OUTRO');
    await form.getByRole('textbox', { name: 'Mensagem' }).fill(text);
    firestore.stop();
    await form.getByRole('button', { name: 'ENVIAR' }).click();
    await form.getByRole('status').filter({ hasText: 'Enviando…' }).waitFor();
    // The send gives up about 15 s after the click, however long the server keeps the request.
    await form.getByRole('alert').filter({ hasText: NOT_SENT }).waitFor({ timeout: 25000 });
    expect(await form.getByRole('textbox', { name: 'Mensagem' }).inputValue()).toBe(text);
    expect(await form.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe(email);
    expect(await notFound(visitor)).toBe(0);

    firestore.start();
    await form.getByRole('button', { name: 'ENVIAR' }).click();
    await visitor.getByText('CONTATO REALIZADO COM SUCESSO!').waitFor({ timeout: 30000 });
    // The send the page gave up on was still on its way, and was stored when Firestore woke: counted once it ended.
    await untilTrue(() => sends.made >= 2 && sends.ended === sends.made, 'every send answered');
    const conversations = `contatos/${contactIdOf(email, 'visitante')}/conversas`;
    const ids = await adminDocumentIds(conversations);
    expect(ids).toHaveLength(1);
    expect(await adminDocuments(`${conversations}/${ids[0]}/chat`)).toEqual([expect.objectContaining({ mensagem: text })]);
    expect(await notFound(visitor)).toBe(0);
    expect(errors).toEqual([]);
  }, 300000);
});
