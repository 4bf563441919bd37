/**
 * Her clients' quotes on the demo build, at 375 px: she adds a Depoimentos container and makes its
 * link; a visitor (another browser) opens the link and sends a quote; her public page does not show it
 * until she approves it, then does. The demo's database is each browser's own, so what a server would
 * carry between them is carried as demo-carry.ts does. No page scrolls sideways. Screenshots of the
 * editor, the visitor's form and the public quotes at 375 and 1280 px in /tmp/shots/testimonials.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expectNoSidewaysScroll } from '../phone-width';
import { carryOver } from './demo-carry';
import { PHONE } from './marina-flow';
import { sessionPerFile, signInToSkin, watchPageErrors } from './signed-in-site';
import { saved } from './studio-steps';

const SHOTS = process.env.TESTIMONIAL_SHOTS ?? '/tmp/shots/testimonials';
const TITLE = 'O que dizem';
const QUOTE = 'Entregou o site antes do prazo e explicou cada passo. Recomendo!';
const HERS = 'Atenciosa do começo ao fim.';

const session = sessionPerFile();
const phone = () => session.newContext({ viewport: PHONE });

/**
 * At 375 and 1280 px, back at 375 afterwards: the whole page, or the screen scrolled to `target`
 * (the studio around an editor would bury it; an element's own shot runs under the sticky header).
 */
async function shots(page: Page, name: string, target?: ReturnType<Page['locator']>): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (target) await target.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: !target });
  }
  await page.setViewportSize(PHONE);
}

async function publicQuotes(page: Page): Promise<string[]> {
  await page.goto('/visitante');
  // Her own quote is there from the start: the list is read once the page drew it.
  await page.getByRole('region', { name: TITLE }).locator('blockquote').first().waitFor({ timeout: 20000 });
  return page.getByRole('region', { name: TITLE }).locator('blockquote').allTextContents();
}

describe('her clients’ quotes, on the demo', () => {
  it('a quote sent through her link shows on her page only once she approves it', async () => {
    const her = await (await phone()).newPage();
    const errors = watchPageErrors(her);
    await signInToSkin(her, 'Visitante Teste');
    await her.goto('/menu/user-visitante/skins/visitante/editar');
    const newContainer = her.getByRole('form', { name: 'Novo container' });
    await newContainer.getByRole('radio', { name: 'Depoimentos' }).check({ timeout: 20000 });
    await newContainer.getByRole('textbox', { name: 'Título do container' }).fill(TITLE);
    await newContainer.getByRole('button', { name: 'Criar container' }).click();
    await saved(her, `Novos depoimentos ${TITLE}`, 20000);
    // One she writes herself.
    const editor = her.getByRole('form', { name: `Depoimentos ${TITLE}` });
    await editor.getByRole('button', { name: 'Adicionar depoimento' }).click();
    await editor.getByRole('textbox', { name: 'Depoimento' }).fill(HERS);
    await editor.getByRole('textbox', { name: 'Nome' }).fill('Rui Campos');
    await editor.getByRole('button', { name: 'Salvar depoimentos' }).click();
    await saved(her, `Depoimentos ${TITLE}`, 20000);
    await her.getByRole('button', { name: 'Pedir depoimento' }).click();
    const link = (await her.getByTestId('testimonial-link').textContent({ timeout: 20000 })) ?? '';
    expect(link).toMatch(/\/depoimento\/[^#]+#.+/);
    await expectNoSidewaysScroll(her);

    const visitor = await (await phone()).newPage();
    const visitorErrors = watchPageErrors(visitor);
    await visitor.goto('/');
    await carryOver(her, visitor);
    await visitor.goto(new URL(link).pathname + new URL(link).hash);
    await visitor.getByRole('heading', { name: 'Deixe um depoimento para visitante' }).waitFor({ timeout: 20000 });
    await visitor.getByRole('textbox', { name: 'Seu depoimento' }).fill(QUOTE);
    await visitor.getByRole('textbox', { name: 'Seu nome' }).fill('Joana Lima');
    await visitor.getByRole('textbox', { name: 'Cargo ou empresa' }).fill('Padaria Pão Quente');
    await visitor.getByRole('checkbox', { name: /Autorizo visitante/ }).check();
    await expectNoSidewaysScroll(visitor);
    await shots(visitor, 'visitor-form');
    await visitor.getByRole('button', { name: 'Enviar depoimento' }).click();
    await visitor.getByRole('heading', { name: 'Obrigado!' }).waitFor({ timeout: 20000 });
    await expectNoSidewaysScroll(visitor);

    // Sent, not approved: her page shows only the one she wrote.
    expect(await publicQuotes(visitor)).toEqual([HERS]);
    await expectNoSidewaysScroll(visitor);

    await carryOver(visitor, her);
    await her.getByRole('heading', { name: 'Aguardando aprovação (1)' }).waitFor({ timeout: 20000 });
    await expectNoSidewaysScroll(her);
    await shots(her, 'editor-pending', her.locator('.testimonials-requests'));
    await her.getByRole('button', { name: 'Aprovar depoimento de Joana Lima' }).click();
    await saved(her, 'Depoimento aprovado', 20000);
    await her.getByRole('heading', { name: 'Aguardando aprovação (0)' }).waitFor();
    await shots(her, 'editor', editor);

    await carryOver(her, visitor);
    expect(await publicQuotes(visitor)).toEqual([HERS, QUOTE]);
    await expectNoSidewaysScroll(visitor);
    await visitor.locator('.testimonials').scrollIntoViewIfNeeded();
    await shots(visitor, 'public-page');

    expect(errors).toEqual([]);
    expect(visitorErrors).toEqual([]);
  });
});
