import type { Locator, Page } from 'playwright-core';
import { savedDemoDocuments, startPublicSite, untilTheAppOwns, type PublicSite } from './public-site';

let site: PublicSite;
beforeAll(async () => {
  site = await startPublicSite();
});
afterAll(() => site.close());

async function openForm(path = '/lab/contato'): Promise<Page> {
  const { page } = await site.open(path);
  await page.getByRole('heading', { name: 'Como posso ajudar?' }).waitFor();
  return page;
}

/** The problem shown under a field: the first text its control is described by. */
async function problemOf(page: Page, control: Locator): Promise<string | null> {
  const [first] = ((await control.getAttribute('aria-describedby')) ?? '').split(' ');
  return first ? page.locator(`[id="${first}"]`).textContent() : null;
}
const email = (page: Page) => page.getByRole('textbox', { name: 'E-mail' });
const subject = (page: Page) => page.getByRole('combobox', { name: 'Assunto' });

describe('the contact form in a browser', () => {
  it('has the title, the subject dropdown with its placeholder and five options, the e-mail and message boxes and ENVIAR', async () => {
    const page = await openForm();
    const form = page.locator('[data-container-id="nZCPH3y6bkPSnJPSPaSZ"]');
    expect(await form.getByRole('combobox', { name: 'Assunto' }).locator('option').allTextContents()).toEqual([
      'Assunto...',
      'IDENTIDADE VISUAL',
      'ONE PAGE',
      'SISTEMA',
      'OUTRO',
      'PROJETO ENCHENTES RS',
    ]);
    expect(await form.getByRole('textbox', { name: 'E-mail' }).isVisible()).toBe(true);
    expect(await form.getByRole('textbox', { name: 'Mensagem' }).getAttribute('placeholder')).toBe('Especifique aqui...');
    expect(await form.getByRole('button', { name: 'ENVIAR' }).isVisible()).toBe(true);
  });

  it('says "⚠ Hey, você ainda não disse o seu e-mail!" when a visitor gives no e-mail (spaces count as none)', async () => {
    const page = await openForm();
    await page.getByRole('textbox', { name: 'Mensagem' }).fill('Oi!');
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    expect(await problemOf(page, email(page))).toBe('⚠ Hey, você ainda não disse o seu e-mail!');
    expect(await email(page).getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('    ');
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    expect(await problemOf(page, email(page))).toBe('⚠ Hey, você ainda não disse o seu e-mail!');
  });

  it('says "⚠ Hey, você ainda não disse o assunto!" with neither subject nor message', async () => {
    const page = await openForm();
    await page.getByRole('textbox', { name: 'E-mail' }).fill('ana@example.com');
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    expect(await problemOf(page, subject(page))).toBe('⚠ Hey, você ainda não disse o assunto!');
    expect(await page.getByText('⚠ Hey, você ainda não disse o assunto!').count()).toBe(1);
  });

  it('sends a subject alone, shows the success panel in place of the form, and keeps the message across a reload', async () => {
    const page = await openForm();
    await page.getByRole('textbox', { name: 'E-mail' }).fill('clara@example.com');
    await page.getByRole('combobox', { name: 'Assunto' }).selectOption('PROJETO ENCHENTES RS');
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await page.getByText('CONTATO REALIZADO COM SUCESSO!').waitFor();
    expect(await page.getByText('A resposta será enviada para o e-mail que você informou: clara@example.com.').isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('button', { name: 'ENVIAR' }).count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: 'Como posso ajudar?' }).waitFor();
    const docs = await savedDemoDocuments(page);
    expect(docs['contatos/clara@example.com_lab']).toBeDefined();
    const conversas = Object.entries(docs).filter(([path]) => path.startsWith('contatos/clara@example.com_lab/conversas/'));
    expect(conversas.map(([, doc]) => doc['assunto'])).toEqual(['PROJETO ENCHENTES RS']);
  });

  it('sends a message alone, typed and sent with the keyboard only', async () => {
    const page = await openForm();
    await page.getByRole('combobox', { name: 'Assunto' }).focus();
    // Subject, name (optional), e-mail, WhatsApp (optional), message: the optional ones are skipped.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('davi@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Quero conversar sobre um sistema.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText('CONTATO REALIZADO COM SUCESSO!').waitFor();
  });

  it('Phone, 375 px: labels over every field, and a WhatsApp the server refuses shown under that field only', async () => {
    const { page } = await site.open('/lab/contato', { width: 375, height: 740 });
    await page.getByRole('heading', { name: 'Como posso ajudar?' }).waitFor();
    await untilTheAppOwns(page);
    for (const label of ['Assunto', 'Seu nome (opcional)', 'E-mail', 'WhatsApp (opcional)', 'Mensagem']) {
      expect(await page.locator('.contact-form label', { hasText: label }).first().isVisible()).toBe(true);
    }
    const whatsapp = page.getByRole('textbox', { name: 'WhatsApp (opcional)' });
    await email(page).fill('eva@example.com');
    await whatsapp.fill('12345');
    await page.getByRole('textbox', { name: 'Mensagem' }).fill('Oi!');
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    expect(await problemOf(page, whatsapp)).toContain('Esse número de WhatsApp não parece válido.');
    expect(await page.locator('.contact-form__problem').textContent()).toBe('');
    expect(await page.getByText('CONTATO REALIZADO COM SUCESSO!').count()).toBe(0);
  });

  it('has no e-mail box for someone signed in', async () => {
    const { page } = await site.open('/');
    await page.getByRole('button', { name: /Entrar com Google/ }).click();
    await page.getByRole('button', { name: 'Visitante Teste' }).click();
    await page.waitForURL('**/visitante/home');
    await page.goto('/lab/contato');
    await untilTheAppOwns(page);
    await page.getByRole('heading', { name: 'Como posso ajudar?' }).waitFor();
    // The server's markup cannot know the session: the box goes once the app knows who is signed in.
    await page.getByRole('textbox', { name: 'E-mail' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    expect(await problemOf(page, subject(page))).toBe('⚠ Hey, você ainda não disse o assunto!');
    await page.getByRole('combobox', { name: 'Assunto' }).selectOption('OUTRO');
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await page.getByText('CONTATO REALIZADO COM SUCESSO!').waitFor();
  });
});
