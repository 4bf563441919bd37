/**
 * The menu shell: the drawer for owners and for others, every menu screen passing axe-core
 * (no serious or critical finding), keyboard use of the drawer, the access log, and a screenshot
 * of each screen in /tmp/shots.
 */
import type { Page } from 'playwright-core';
import {
  chooseFromDrawer,
  openDrawer,
  openMenuFromSkin,
  screenshot,
  seriousAxeFindings,
  sessionPerFile,
  signInToSkin,
  watchPageErrors,
} from './signed-in-site';

const session = sessionPerFile();

async function expectAccessible(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  expect({ screen: name, findings: await seriousAxeFindings(page) }).toEqual({ screen: name, findings: [] });
}

async function showSection(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  await page
    .getByRole('status')
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
}

describe('the menu shell', () => {
  it('gives owners CONTATOS, USERS, GERENCIAR SKINS, ACESSOS, MEUS DADOS and ENCERRAR, and every screen is accessible', async () => {
    const page = await session.newPage();
    const errors = watchPageErrors(page);
    await signInToSkin(page, 'Dona do Lab');
    await openMenuFromSkin(page);
    expect(new URL(page.url()).pathname).toBe('/menu/owner-dona');
    await expectAccessible(page, 'menu-owner-home');

    expect(await openDrawer(page)).toEqual([
      'CONTATOS',
      'AGENDA',
      'EDITAR SKIN',
      'VISITAS',
      'HORÁRIO DE ATENDIMENTO',
      'RESPOSTAS RÁPIDAS',
      'INTEGRAÇÕES',
      'USERS',
      'GERENCIAR SKINS',
      'ACESSOS',
      'CAIXA DE SAÍDA',
      'DENÚNCIAS',
      'MEUS DADOS',
    ]);
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'ENCERRAR' }).waitFor();
    await expectAccessible(page, 'menu-owner-drawer');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: 'Abrir menu' }).evaluate((el) => el === document.activeElement)).toBe(true);

    await chooseFromDrawer(page, 'CONTATOS');
    await showSection(page, 'CONTATOS');
    await page.getByRole('list', { name: 'Contatos' }).waitFor();
    expect(await page.getByRole('list', { name: 'Contatos' }).getByRole('listitem').count()).toBe(2);
    await expectAccessible(page, 'menu-owner-contatos');

    await page.getByRole('link', { name: /^Lab e Visitante Teste/ }).click();
    await showSection(page, 'CONVERSAS');
    await page.getByRole('list', { name: 'Conversas' }).waitFor();
    expect(await page.getByRole('link', { name: 'CONTATOS' }).count()).toBe(1);
    await expectAccessible(page, 'menu-owner-conversas');

    await page.getByRole('button', { name: 'Excluir a conversa PRINCIPAL' }).click();
    await page.getByRole('dialog', { name: 'Excluir conversa' }).waitFor();
    await expectAccessible(page, 'menu-owner-conversas-confirm');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();

    await page.getByRole('link', { name: /^PRINCIPAL/ }).click();
    await showSection(page, 'ASSUNTO');
    await page.getByRole('list', { name: 'Mensagens' }).waitFor();
    expect(await page.getByRole('link', { name: 'CONVERSAS' }).count()).toBe(1);
    await expectAccessible(page, 'menu-owner-chat');

    await chooseFromDrawer(page, 'USERS');
    await showSection(page, 'USERS');
    await page.getByRole('list', { name: 'Usuários' }).waitFor();
    expect(await page.getByRole('list', { name: 'Usuários' }).getByRole('listitem').count()).toBe(5);
    await expectAccessible(page, 'menu-owner-users');

    await chooseFromDrawer(page, 'GERENCIAR SKINS');
    await showSection(page, 'SKINS');
    await page.getByRole('list', { name: 'Skins' }).waitFor();
    await expectAccessible(page, 'menu-owner-skins');

    await chooseFromDrawer(page, 'ACESSOS');
    await showSection(page, 'ACESSOS');
    const table = page.getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Data',
      'País',
      'Email',
      'IP',
      'Visto',
      'Região',
      'Org',
    ]);
    const rows = table.getByRole('row');
    // Header row, this browser's anonymous visit to the login page (newest), then the seeded four.
    expect(await rows.count()).toBe(6);
    expect(await rows.nth(1).getByRole('cell').nth(3).textContent()).toBe('127.0.0.1');
    expect(await rows.nth(2).getByRole('cell').allTextContents()).toEqual([
      expect.stringMatching(/^15\/05\/2025, \d\d:\d\d$/),
      'Portugal',
      '',
      '203.0.113.190',
      'Não',
      'Lisbon',
      'MEO - Servicos de Comunicacoes e Multimedia S.A.',
    ]);
    expect(await rows.nth(5).getByRole('cell').nth(2).textContent()).toBe('ana.souza@example.com');
    await expectAccessible(page, 'menu-owner-acessos');

    await page.getByRole('link', { name: 'VOLTAR' }).click();
    await showSection(page, 'MENU');
    await page.getByRole('link', { name: 'VOLTAR' }).click();
    await page.waitForURL(/\/lab\/home$/);
    expect(errors).toEqual([]);
  });

  it('gives everyone else CONTATOS, AGENDA, EDITAR SKIN, SUAS SKINS, MEUS DADOS and ENCERRAR only, with their own contacts', async () => {
    const page = await session.newPage();
    await signInToSkin(page, 'Visitante Teste');
    await openMenuFromSkin(page);
    await expectAccessible(page, 'menu-visitor-home');
    expect(await openDrawer(page)).toEqual([
      'CONTATOS',
      'AGENDA',
      'EDITAR SKIN',
      'VISITAS',
      'HORÁRIO DE ATENDIMENTO',
      'RESPOSTAS RÁPIDAS',
      'INTEGRAÇÕES',
      'SUAS SKINS',
      'MEUS DADOS',
    ]);
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'ENCERRAR' }).waitFor();
    await expectAccessible(page, 'menu-visitor-drawer');
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'CONTATOS' }).click();
    await showSection(page, 'CONTATOS');
    const contacts = page.getByRole('list', { name: 'Contatos' }).getByRole('listitem');
    await contacts.first().waitFor();
    expect(await contacts.allTextContents()).toEqual([expect.stringMatching(/^LabÚltimo contato: 12\/05\/2025/)]);
    await expectAccessible(page, 'menu-visitor-contatos');

    const menuWidth = () => page.locator('[data-region="menu"]').evaluate((el) => el.getBoundingClientRect().width);
    expect(await menuWidth()).toBe(995);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(menuWidth()).resolves.toBe(385);
    await expectAccessible(page, 'menu-visitor-contatos-narrow');
    await page.getByRole('link', { name: 'Abrir a conversa mais recente com Lab' }).click();
    await page.getByRole('list', { name: 'Mensagens' }).waitFor();
    await expectAccessible(page, 'menu-visitor-chat-narrow');
  });

  it('works by keyboard: the drawer opens, a section opens, and the chat icon opens the most recent conversation', async () => {
    const page = await session.newPage();
    await signInToSkin(page, 'Visitante Teste');
    await page.goto('/menu/user-visitante');
    await showSection(page, 'MENU');
    await page.getByRole('button', { name: 'Abrir menu' }).focus();
    await page.keyboard.press('Enter');
    // Focus moves into the drawer, onto its first entry.
    await page.keyboard.press('Enter');
    await showSection(page, 'CONTATOS');
    const chatIcon = page.getByRole('link', { name: 'Abrir a conversa mais recente com Lab' });
    await chatIcon.focus();
    await page.keyboard.press('Enter');
    await showSection(page, 'ASSUNTO');
    expect(new URL(page.url()).pathname).toBe('/menu/user-visitante/contatos/lab_visitante/chat/c-identidade');
    await page.getByRole('textbox', { name: 'Mensagem' }).focus();
    await page.keyboard.type('Enviada só pelo teclado');
    await page.keyboard.press('Enter');
    await page.getByRole('list', { name: 'Mensagens' }).getByText('Enviada só pelo teclado').waitFor();
    await expectAccessible(page, 'menu-visitor-chat');
  });

  it('sends / back to the login when the menu is opened without a stored skin', async () => {
    const page = await session.newPage();
    await page.goto('/menu/owner-dona/contatos');
    await page.waitForURL((url) => url.pathname === '/');
  });
});
