/**
 * Every skin earns: the seeded user with one skin adds a contact form to their home page in the
 * studio; in another browser an anonymous visitor sends a message with an e-mail on that page; the
 * creator then finds the contact in CONTATOS with an unread badge, reads it, and replies, the reply
 * shown as a queued e-mail, and VISITAS shows that visit on that page. The site's own inbox never
 * receives it. Each screen at 1280 and 375 px,
 * with no serious axe finding. Between the two browsers, the demo's data is carried as a server would.
 */
import type { Page } from 'playwright-core';
import { carryOver, contatosCount, savedSnapshot, waitForSavedVisits } from './demo-carry';
import { chooseFromDrawer, expectAccessibleAt, sessionPerFile, signInToSkin, watchPageErrors } from './signed-in-site';
import { saved } from './studio-steps';

const session = sessionPerFile();
const VISITOR_EMAIL = 'carla.dias@example.com';
const MESSAGE = 'Oi! Vi o seu portfólio e quero uma identidade visual.';

/** In the studio, a contact form on the home page, offering ORÇAMENTO besides OUTRO. */
async function addContactForm(creator: Page): Promise<void> {
  await chooseFromDrawer(creator, 'EDITAR SKIN');
  await creator.getByRole('heading', { level: 1, name: 'EDITAR SKIN' }).waitFor();
  const newContainer = creator.getByRole('form', { name: 'Novo container' });
  await newContainer.getByRole('radio', { name: 'Formulário de contato' }).check();
  await newContainer.getByRole('textbox', { name: 'Título do container' }).fill('Fale comigo');
  await newContainer.getByRole('button', { name: 'Criar container' }).click();
  await saved(creator, 'Novo formulário de contato Fale comigo');
  const editor = creator.getByRole('form', { name: 'Assuntos do formulário Fale comigo' });
  await editor.getByRole('button', { name: 'Adicionar assunto' }).click();
  await creator.keyboard.type('orçamento');
  await editor.getByRole('button', { name: 'Salvar assuntos' }).click();
  await saved(creator, 'Assuntos de Fale comigo');
}

/** An anonymous visitor in a browser of their own sends a message on the creator's home page. */
async function visitorWrites(visitor: Page): Promise<void> {
  await visitor.goto('/visitante/home');
  const form = visitor.getByRole('form', { name: 'Como posso ajudar?' });
  await form.waitFor();
  await form.getByRole('textbox', { name: 'E-mail' }).fill(VISITOR_EMAIL);
  await form.getByRole('combobox', { name: 'Assunto' }).selectOption('ORÇAMENTO');
  await form.getByRole('textbox', { name: 'Mensagem' }).fill(MESSAGE);
  await form.getByRole('button', { name: 'ENVIAR' }).click();
  await visitor.getByText('CONTATO REALIZADO COM SUCESSO!').waitFor({ timeout: 15000 });
}

describe("a creator's own inbox, on the demo backend", () => {
  it('brings a message sent on their skin’s form to them, unread until read, and queues their reply by e-mail', async () => {
    const creator = await (await session.newContext()).newPage();
    const creatorErrors = watchPageErrors(creator);
    await signInToSkin(creator, 'Visitante Teste');
    await creator.goto('/menu/user-visitante');
    await addContactForm(creator);

    const visitor = await (await session.newContext()).newPage();
    const visitorErrors = watchPageErrors(visitor);
    await visitor.goto('/');
    await carryOver(creator, visitor);
    await visitorWrites(visitor);
    // The visit is counted on its own, after the page shows: carried once it is saved.
    await waitForSavedVisits(visitor, 1);
    await carryOver(visitor, creator);

    await chooseFromDrawer(creator, 'CONTATOS');
    const row = creator.getByRole('list', { name: 'Contatos' }).getByRole('listitem').filter({ hasText: VISITOR_EMAIL });
    await row.getByText('1 mensagem não lida').waitFor({ timeout: 10000 });
    await creator.waitForFunction(() => document.title.startsWith('(1) CONTATOS'));
    expect(await contatosCount(creator)).toBe('1 mensagem não lida');
    await expectAccessibleAt(creator, 'creator-contacts');

    await creator.getByRole('link', { name: `Abrir a conversa mais recente com ${VISITOR_EMAIL}` }).click();
    await creator.getByRole('heading', { name: 'ORÇAMENTO' }).waitFor();
    const thread = creator.getByRole('list', { name: 'Mensagens' });
    await thread.getByText(MESSAGE).waitFor();
    await creator.waitForFunction(() => !document.title.startsWith('('), undefined, { timeout: 10000 });
    expect(await contatosCount(creator)).toBe('');

    const box = creator.getByRole('textbox', { name: 'Mensagem' });
    await box.fill('Olá, Carla! Te mando uma proposta amanhã.');
    await box.press('Enter');
    const reply = thread.getByRole('listitem').filter({ hasText: 'Olá, Carla! Te mando uma proposta amanhã.' });
    // The address never confirmed it wants replies: the chat says so instead of queuing a mail.
    await reply
      .getByText('Não enviado por e-mail: o endereço ainda não confirmou que quer receber respostas')
      .waitFor({ timeout: 10000 });
    await expectAccessibleAt(creator, 'creator-chat');

    // VISITAS shows that visit, on that page.
    await chooseFromDrawer(creator, 'VISITAS');
    await creator.getByRole('img', { name: /^Gráfico de visitas por dia à skin visitante/ }).waitFor();
    const pages = await creator.getByRole('list', { name: 'Páginas mais vistas' }).getByRole('listitem').allInnerTexts();
    expect(pages.map((text) => text.replace(/\s+/g, ' '))).toEqual(['/visitante/home 1']);
    await expectAccessibleAt(creator, 'creator-visits');

    // The message went to the creator alone: the site's own inbox has no contact with this visitor.
    const docs = (await savedSnapshot(creator))?.docs ?? {};
    const contacts = Object.entries(docs).filter(([path]) => /^contatos\/[^/]+$/.test(path) && path.includes(VISITOR_EMAIL));
    expect(contacts.map(([path, doc]) => [path, doc['destino']])).toEqual([[`contatos/${VISITOR_EMAIL}_visitante`, 'visitante']]);
    expect(creatorErrors).toEqual([]);
    expect(visitorErrors).toEqual([]);
  });
});
