/**
 * Quick replies at a phone's narrowest width: a creator writes one on RESPOSTAS RÁPIDAS, then in a
 * chat the Respostas rápidas button lists it and a tap puts it in the box, filled for that
 * conversation. Neither screen scrolls sideways at 320 px (the screenshots assert it), every control
 * is a 44 px target, and axe finds nothing serious.
 */
import { smallTapTargets } from '../phone-width';
import {
  chooseFromDrawer,
  screenshot,
  seriousAxeFindings,
  sessionPerFile,
  signInToSkin,
  watchPageErrors,
} from './signed-in-site';

const session = sessionPerFile();
const ENCHENTES = '/menu/owner-dona/contatos/ana.souza%40example.com_lab/chat/c-enchentes';

describe('quick replies on a phone', () => {
  it('are written on their screen and dropped into a chat with a tap, at 320 px', async () => {
    const page = await (await session.newContext({ viewport: { width: 320, height: 740 } })).newPage();
    const errors = watchPageErrors(page);
    await signInToSkin(page, 'Dona do Lab');
    await page.goto('/menu/owner-dona');
    await chooseFromDrawer(page, 'RESPOSTAS RÁPIDAS');
    await page.getByRole('heading', { level: 1, name: 'RESPOSTAS RÁPIDAS' }).waitFor();
    await page.getByRole('textbox', { name: 'Atalho' }).fill('orcamento');
    const text = page.getByRole('textbox', { name: 'Texto' });
    await text.fill('Olá, ! Recebi o seu pedido sobre {assunto}.');
    await text.evaluate((box: HTMLTextAreaElement) => box.setSelectionRange(5, 5));
    await page.getByRole('button', { name: 'Inserir {nome}' }).click();
    await page.getByRole('button', { name: 'SALVAR' }).click();
    const list = page.getByRole('list', { name: 'Suas respostas rápidas' });
    await list.getByRole('button', { name: 'Editar /orcamento' }).waitFor();
    expect(await list.getByRole('listitem').first().textContent()).toContain('Olá, {nome}! Recebi o seu pedido sobre {assunto}.');
    await screenshot(page, 'quick-replies-phone');
    expect(await page.evaluate(smallTapTargets, '.quick-replies')).toEqual([]);
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.goto(ENCHENTES);
    await page.getByRole('list', { name: 'Mensagens' }).waitFor();
    await page.getByRole('button', { name: 'Respostas rápidas' }).click();
    const options = page.getByRole('listbox', { name: 'Respostas rápidas' }).getByRole('option');
    await options.first().waitFor();
    await screenshot(page, 'chat-quick-replies-phone');
    expect(await page.evaluate(smallTapTargets, '.chat-composer')).toEqual([]);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await options.first().click();
    const box = page.getByRole('textbox', { name: 'Mensagem' });
    expect(await box.inputValue()).toBe('Olá, ana.souza! Recebi o seu pedido sobre PROJETO ENCHENTES RS.');
    await box.press('Enter');
    await page.getByRole('list', { name: 'Mensagens' }).getByText('Olá, ana.souza! Recebi o seu pedido').waitFor();
    expect(errors).toEqual([]);
  });
});
