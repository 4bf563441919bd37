/**
 * The contact loop: an anonymous visitor on a phone (375 px) sends a message, with her name and
 * WhatsApp, from the lab's site; the owner, signed
 * in elsewhere, sees the unread count on CONTATOS (drawer entry and row) and in the tab's title
 * without reloading; opening the chat clears it; the owner's reply waits in CAIXA DE SAÍDA, addressed
 * to the visitor's e-mail, as "Na fila" (the demo never sends mail). The chat names the visitor as
 * she wrote her name and opens her WhatsApp (wa.me) with a tap.
 *
 * The demo's database is the browser's own (IndexedDB, shared by the tabs of one context) and so is
 * its sign-in, so an anonymous visitor and a signed-in owner need two contexts, two databases. What a
 * server would do between them is done here: the visitor's saved documents are carried into the
 * owner's database and the owner's tabs are told, as the demo tells its tabs after every command.
 */
import type { Page } from 'playwright-core';
import { carryOver, contatosCount } from './demo-carry';
import { chooseFromDrawer, screenshot, sessionPerFile, signInToSkin, watchPageErrors } from './signed-in-site';

const session = sessionPerFile();

const VISITOR_EMAIL = 'bia.costa@example.com';
const VISITOR_CONTACT = `${VISITOR_EMAIL}_lab`;

const contactRow = (page: Page) =>
  page.getByRole('list', { name: 'Contatos' }).getByRole('listitem').filter({ hasText: VISITOR_EMAIL });

describe('the contact loop, on the demo backend', () => {
  it("brings an anonymous visitor's message to the owner as unread, clears it on reading, and queues the reply", async () => {
    const owner = await (await session.newContext()).newPage();
    const ownerErrors = watchPageErrors(owner);
    await signInToSkin(owner, 'Dona do Lab');
    await owner.goto('/menu/owner-dona/contatos');
    await owner.getByRole('list', { name: 'Contatos' }).waitFor();
    await owner.waitForFunction(() => document.title === 'CONTATOS · lab — Lab');
    expect(await contatosCount(owner)).toBe('');

    const visitor = await (await session.newContext({ viewport: { width: 375, height: 740 } })).newPage();
    const visitorErrors = watchPageErrors(visitor);
    await visitor.goto('/lab/home');
    await visitor.getByRole('navigation', { name: 'Páginas' }).getByRole('link', { name: 'Contato' }).click();
    await visitor.getByRole('heading', { name: 'Como posso ajudar?' }).waitFor();
    await visitor.getByRole('textbox', { name: 'Seu nome (opcional)' }).fill('Bia Costa');
    await visitor.getByRole('textbox', { name: 'E-mail' }).fill(VISITOR_EMAIL);
    await visitor.getByRole('textbox', { name: 'WhatsApp (opcional)' }).fill('(51) 99876-5432');
    await visitor.getByRole('combobox', { name: 'Assunto' }).selectOption('SISTEMA');
    await visitor.getByRole('textbox', { name: 'Mensagem' }).fill('Oi, Lab! Quero um sistema de agendamento.');
    await screenshot(visitor, 'contact-loop-visitor-form-375');
    await visitor.getByRole('button', { name: 'ENVIAR' }).click();
    await visitor.getByText('CONTATO REALIZADO COM SUCESSO!').waitFor();

    await carryOver(visitor, owner);

    // No reload: the owner's open screen follows the data.
    await contactRow(owner).getByText('1 mensagem não lida').waitFor({ timeout: 5000 });
    await owner.waitForFunction(() => document.title === '(1) CONTATOS · lab — Lab');
    expect(await contatosCount(owner)).toBe('1 mensagem não lida');
    await screenshot(owner, 'contact-loop-unread');

    await owner.getByRole('link', { name: `Abrir a conversa mais recente com ${VISITOR_EMAIL} e Lab` }).click();
    await owner.waitForURL((url) =>
      url.pathname.startsWith(`/menu/owner-dona/contatos/${encodeURIComponent(VISITOR_CONTACT)}/chat/`),
    );
    await owner.getByRole('heading', { name: 'SISTEMA' }).waitFor();
    const header = owner.locator('.chat__visitor');
    await header.getByText('Bia Costa').waitFor();
    const whatsapp = header.getByRole('link', { name: 'WhatsApp +55 51 99876-5432' });
    expect(await whatsapp.getAttribute('href')).toBe('https://wa.me/5551998765432');
    const thread = owner.getByRole('list', { name: 'Mensagens' });
    await thread.getByText('Oi, Lab! Quero um sistema de agendamento.').waitFor();
    await owner.waitForFunction(() => document.title === 'ASSUNTO · lab — Lab', undefined, { timeout: 5000 });
    expect(await contatosCount(owner)).toBe('');

    const box = owner.getByRole('textbox', { name: 'Mensagem' });
    await box.fill('Olá, Bia! Vamos conversar: mando uma proposta até amanhã.');
    await box.press('Enter');
    await thread.getByText('Olá, Bia! Vamos conversar: mando uma proposta até amanhã.').waitFor();

    await chooseFromDrawer(owner, 'CAIXA DE SAÍDA');
    await owner.getByRole('heading', { level: 1, name: 'CAIXA DE SAÍDA' }).waitFor();
    const reply = owner
      .getByRole('list', { name: 'E-mails' })
      .getByRole('listitem')
      .filter({ hasText: VISITOR_EMAIL })
      .filter({ hasText: 'Resposta' });
    await reply.waitFor();
    expect(await reply.textContent()).toContain('Na fila');
    await screenshot(owner, 'contact-loop-outbox');

    await chooseFromDrawer(owner, 'CONTATOS');
    await contactRow(owner).waitFor();
    expect(await contactRow(owner).textContent()).not.toContain('não lida');
    expect(ownerErrors).toEqual([]);
    expect(visitorErrors).toEqual([]);
  });
});
