/**
 * Each card kind its own form, on a 375 px phone: a WhatsApp card asks for the number, the message and
 * the button's text, a Pix card for the key, the name, the city, the amount and what it is for; the
 * studio lists them by those, refuses an empty card next to it, and on the page a WhatsApp card is as
 * small as its content, not the layout's 450 px box.
 */
import { sessionPerFile, signInToSkin, watchPageErrors } from './signed-in-site';
import { addContainer, addPage, saved } from './studio-steps';

const session = sessionPerFile();

describe('card kinds on a phone', () => {
  it('builds a WhatsApp and a Pix card from their own forms, refuses an empty card, and shows the WhatsApp card compact', async () => {
    const page = await session.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    const errors = watchPageErrors(page);
    await signInToSkin(page, 'Visitante Teste');
    await page.goto('/menu/user-visitante/skins/visitante/editar');
    await addPage(page, 'contato');
    await addContainer(page, 'Fale comigo');

    const newCard = page.getByRole('form', { name: 'Novo card em Fale comigo' });
    await page.getByRole('button', { name: 'Novo card em Fale comigo' }).click();
    await newCard.getByRole('button', { name: 'Salvar card' }).click();
    await newCard.getByRole('alert').filter({ hasText: 'O card está vazio' }).waitFor();

    await newCard.getByRole('radio', { name: 'WhatsApp' }).check();
    expect(await newCard.getByRole('textbox', { name: 'Nome do card' }).count()).toBe(0);
    await newCard.getByRole('textbox', { name: 'Número do WhatsApp' }).fill('(11) 98765-4321');
    await newCard.getByRole('textbox', { name: 'Primeira mensagem (opcional)' }).fill('Olá!');
    await newCard.getByRole('textbox', { name: 'Texto do botão (opcional)' }).fill('Peça um orçamento');
    await newCard.getByRole('button', { name: 'Salvar card' }).click();
    await saved(page, 'Novo card Peça um orçamento');

    await page.getByRole('button', { name: 'Novo card em Fale comigo' }).click();
    await newCard.getByRole('radio', { name: 'Pix' }).check();
    await newCard.getByRole('textbox', { name: 'Chave Pix' }).fill('529.982.247-25');
    await newCard.getByRole('textbox', { name: 'Nome de quem recebe' }).fill('Visitante Teste');
    await newCard.getByRole('textbox', { name: 'Cidade de quem recebe' }).fill('Recife');
    await newCard.getByRole('textbox', { name: 'Valor em R$ (opcional)' }).fill('10');
    await newCard.getByRole('textbox', { name: 'Para que é o Pix (opcional)' }).fill('Apoio ao zine');
    await newCard.getByRole('button', { name: 'Salvar card' }).click();
    await saved(page, 'Novo card Apoio ao zine');

    const list = page.getByRole('list', { name: 'Cards de Fale comigo' });
    await list.getByText('Peça um orçamento', { exact: true }).waitFor();
    await list.getByText('Apoio ao zine', { exact: true }).waitFor();
    expect(await list.getByText('card sem título').count()).toBe(0);

    await page.goto('/visitante/contato');
    const whatsapp = page.locator('[data-region="card"]').filter({ has: page.getByRole('link', { name: /Peça um orçamento/ }) });
    await whatsapp.waitFor();
    const box = await whatsapp.boundingBox();
    // The layout's card is about 450 px high; a WhatsApp card with only its button is a fraction of it.
    expect(box && box.height < 220).toBe(true);
    const pix = page.locator('[data-region="card"]').filter({ hasText: 'Apoio ao zine' });
    await pix.getByRole('button', { name: 'Copiar o código Pix' }).waitFor();
    expect(errors).toEqual([]);
  });
});
