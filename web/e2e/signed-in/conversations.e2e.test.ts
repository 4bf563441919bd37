/**
 * Conversations: deleting a contact's conversations one by one (each after a
 * confirmation) until the contact itself leaves the list.
 */
import { screenshot, sessionPerFile, signInToSkin } from './signed-in-site';

const session = sessionPerFile();

describe('deleting conversations', () => {
  it('deletes down to the last conversation, with Desfazer, and then the contact is gone', async () => {
    const page = await session.newPage();
    await signInToSkin(page, 'Visitante Teste');
    await page.goto('/menu/user-visitante/contatos/lab_visitante');
    const rows = page.getByRole('list', { name: 'Conversas' }).getByRole('listitem');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);

    await page.getByRole('button', { name: 'Excluir a conversa IDENTIDADE VISUAL' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir conversa' });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    expect(await rows.count()).toBe(2);

    await page.getByRole('button', { name: 'Excluir a conversa IDENTIDADE VISUAL' }).click();
    await dialog.getByRole('button', { name: 'Excluir', exact: true }).click();
    await page.getByRole('button', { name: 'Excluir a conversa IDENTIDADE VISUAL' }).waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(1);
    await screenshot(page, 'conversations-one-left');

    await page.getByRole('button', { name: 'Excluir a conversa PRINCIPAL' }).click();
    await dialog.getByRole('button', { name: 'Excluir', exact: true }).click();
    // Desfazer brings it back; deleted again, the contact goes with it and the notice leads back to the contacts.
    await page.getByRole('button', { name: 'Desfazer' }).click();
    await page.getByText('Conversa restaurada.').waitFor();
    await page.getByRole('button', { name: 'Excluir a conversa PRINCIPAL' }).click();
    await dialog.getByRole('button', { name: 'Excluir', exact: true }).click();
    await page.getByRole('link', { name: 'Voltar aos contatos' }).click();
    await page.waitForURL((url) => url.pathname === '/menu/user-visitante/contatos');
    await page.getByText('Não há contatos.').waitFor();
    await screenshot(page, 'contacts-empty');

    // Its conversations went with it.
    await page.goto('/menu/user-visitante/contatos/lab_visitante');
    await page.getByText('Não há conversas.').waitFor();
  });
});
