/**
 * Nothing typed in the studio is lost, on a 375 px phone: a new card's title, the profile text and
 * the icon typed but not saved come back after VOLTAR (which asks first) and after a reload (which the
 * browser asks about), marked "Rascunho restaurado"; the card saved then is on the list.
 */
import type { Page } from 'playwright-core';
import { sessionPerFile, signInToSkin, watchPageErrors } from './signed-in-site';
import { addContainer, saved } from './studio-steps';

const session = sessionPerFile();
const STUDIO = '/menu/user-visitante/skins/visitante/editar';

async function openStudio(page: Page): Promise<void> {
  await page.goto(STUDIO);
  await page.getByRole('list', { name: 'Páginas' }).waitFor();
}

async function expectDraftsBack(page: Page): Promise<void> {
  const card = page.getByRole('form', { name: 'Novo card em Rascunhos' });
  expect(await card.getByRole('textbox', { name: 'Título', exact: true }).inputValue()).toBe('Cartaz da feira');
  await card.getByText(/Rascunho restaurado/).waitFor();
  expect(await page.getByRole('textbox', { name: 'Texto do perfil' }).inputValue()).toBe('Ilustradora em Recife');
  expect(await page.getByRole('textbox', { name: 'Ícone da skin (URL https)' }).inputValue()).toBe('https://exemplo.com/eu.png');
}

describe('the studio keeps what she typed', () => {
  it('brings a typed card, profile text and icon back after VOLTAR and a reload, and asks before leaving', async () => {
    const page = await session.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    const errors = watchPageErrors(page);
    await signInToSkin(page, 'Visitante Teste');
    await openStudio(page);

    await addContainer(page, 'Rascunhos');
    await page.getByRole('button', { name: 'Novo card em Rascunhos' }).click();
    const card = page.getByRole('form', { name: 'Novo card em Rascunhos' });
    await card.getByRole('textbox', { name: 'Título', exact: true }).fill('Cartaz da feira');
    await page.getByRole('textbox', { name: 'Texto do perfil' }).fill('Ilustradora em Recife');
    await page.getByRole('textbox', { name: 'Ícone da skin (URL https)' }).fill('https://exemplo.com/eu.png');
    await page.getByRole('status', { name: 'Rascunhos' }).filter({ hasText: 'Há 3 rascunhos ainda não salvos' }).waitFor();

    // VOLTAR asks; "Cancelar" stays with everything on screen.
    await page.getByRole('link', { name: /VOLTAR/ }).click();
    const leave = page.getByRole('dialog', { name: 'Sair sem salvar?' });
    await leave.getByRole('button', { name: 'Cancelar' }).click();
    expect(new URL(page.url()).pathname).toBe(STUDIO);

    // A reload: the browser asks (beforeunload), and the drafts come back.
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    await page.getByRole('list', { name: 'Páginas' }).waitFor();
    expect(asked).toEqual(['beforeunload']);
    await expectDraftsBack(page);

    // VOLTAR, leaving anyway: back in the studio later, they are still there.
    await page.getByRole('link', { name: /VOLTAR/ }).click();
    await leave.getByRole('button', { name: 'Sair mesmo assim' }).click();
    await page.waitForURL((url) => url.pathname !== STUDIO);
    await openStudio(page);
    await expectDraftsBack(page);

    await card.getByRole('button', { name: 'Salvar card' }).click();
    await saved(page, 'Novo card Cartaz da feira');
    await page.getByRole('list', { name: 'Cards de Rascunhos' }).getByText('Cartaz da feira', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });
});
