/**
 * A creator's own contact form: signed in on the demo as the seeded user with one skin, a person adds
 * a "Formulário de contato" to their home page in the studio, edits its subjects and sees the form in
 * the preview; signed out, a visitor finds it on /visitante/home with those subjects and sends a
 * message. Both screens at 1280 and 375 px, with no serious axe finding.
 */
import {
  chooseFromDrawer,
  expectAccessibleAt,
  screenshot,
  sessionPerFile,
  signInToSkin,
  signOutFromMenu,
  watchPageErrors,
} from './signed-in-site';
import { saved } from './studio-steps';

const session = sessionPerFile();

describe("a creator's contact form", () => {
  it('is added and given subjects in the studio, previewed, and takes a visitor’s message on the public page', async () => {
    const page = await session.newPage();
    const errors = watchPageErrors(page);
    await signInToSkin(page, 'Visitante Teste');
    await page.goto('/menu/user-visitante');
    await chooseFromDrawer(page, 'EDITAR SKIN');
    await page.getByRole('heading', { level: 1, name: 'EDITAR SKIN' }).waitFor();

    const newContainer = page.getByRole('form', { name: 'Novo container' });
    await newContainer.getByRole('radio', { name: 'Formulário de contato' }).check();
    await newContainer.getByRole('textbox', { name: 'Título do container' }).fill('Fale comigo');
    await newContainer.getByRole('button', { name: 'Criar container' }).click();
    await saved(page, 'Novo formulário de contato Fale comigo');
    // One form per page: the choice is now closed, and says why.
    expect(await newContainer.getByRole('radio', { name: 'Formulário de contato' }).isDisabled()).toBe(true);

    const editor = page.getByRole('form', { name: 'Assuntos do formulário Fale comigo' });
    await editor.getByRole('button', { name: 'Adicionar assunto' }).click();
    await page.keyboard.type('orçamento');
    await editor.getByRole('button', { name: 'Adicionar assunto' }).click();
    await page.keyboard.type('parceria');
    await editor.getByRole('button', { name: 'Mover para cima: Assunto 2' }).click();
    await editor.getByRole('textbox', { name: 'Assunto 2' }).fill('Outro assunto');
    await editor.getByRole('button', { name: 'Salvar assuntos' }).click();
    await saved(page, 'Assuntos de Fale comigo');
    const subjects = ['ORÇAMENTO', 'OUTRO ASSUNTO', 'PARCERIA'];
    expect(await editor.getByRole('textbox').evaluateAll((fields) => fields.map((f) => (f as HTMLInputElement).value))).toEqual(
      subjects,
    );

    const preview = page.frameLocator('iframe[title^="Prévia da página Home"]');
    const previewSelect = preview.getByRole('combobox', { name: 'Assunto' });
    await previewSelect.waitFor({ timeout: 15000 });
    expect(await previewSelect.locator('option').allTextContents()).toEqual(['Assunto...', ...subjects]);
    await editor.scrollIntoViewIfNeeded();
    await expectAccessibleAt(page, 'studio-form');

    // Signed out, the demo keeps the skin: a visitor opens the public page.
    await page.goto('/menu/user-visitante');
    await signOutFromMenu(page);
    await page.goto('/visitante/home');
    const form = page.getByRole('form', { name: 'Como posso ajudar?' });
    await form.waitFor();
    expect(await form.getByRole('combobox', { name: 'Assunto' }).locator('option').allTextContents()).toEqual([
      'Assunto...',
      ...subjects,
    ]);
    await form.scrollIntoViewIfNeeded();
    await expectAccessibleAt(page, 'public-skin-form');
    await form.getByRole('button', { name: 'ENVIAR' }).click();
    await form.getByText('⚠ Hey, você ainda não disse o seu e-mail!').waitFor();
    await form.getByRole('textbox', { name: 'E-mail' }).fill('ana@example.com');
    await form.getByRole('combobox', { name: 'Assunto' }).selectOption('PARCERIA');
    await form.getByRole('textbox', { name: 'Mensagem' }).fill('Vamos trabalhar juntos?');
    await form.getByRole('button', { name: 'ENVIAR' }).click();
    await page.getByText('CONTATO REALIZADO COM SUCESSO!').waitFor({ timeout: 15000 });
    await screenshot(page, 'public-skin-form-sent-1280');
    expect(errors).toEqual([]);
  });
});
