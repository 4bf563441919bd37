/**
 * From a message to a client, as Marina lives it on a 375 px phone, written once for the demo build
 * and for the Firebase build on the Emulator Suite (it follows marina-flow.ts: her page, "Sobre mim"
 * and its contact form exist). She asks two questions of her own on the form (one choice and a
 * budget), closes today in her hours (so now is outside them) with an automatic answer, and saves a quick
 * reply; a visitor in a browser of their own answers the questions; she finds the lead in Novo with
 * its briefing and the automatic answer sent once, moves it to Proposta enviada with a value, answers
 * with the quick reply filled with the visitor's name, and exports her leads as a CSV that holds the
 * answers. After every step the page must not scroll sideways.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expectNoSidewaysScroll } from '../phone-width';
import { VISITOR, type Creator } from './marina-flow';
import { saved } from './studio-steps';

export const LEAD = {
  choice: 'Que tipo de projeto?',
  options: ['Logo', 'Site'],
  picked: 'Site',
  budget: 'Qual é o seu orçamento?',
  limits: '1000, 3000',
  band: 'R$ 1.000 a R$ 3.000',
  autoAnswer: 'Oi! Agora estou fora do horário de atendimento; respondo no próximo dia útil.',
  shortcut: 'proposta',
  reply: 'Olá, {nome}! Segue a proposta para o seu projeto.',
  value: '2.500',
};

/** Her signed-in area's base address (`/menu/{uid}`), read from where the app has her. */
function menuBase(page: Page): string {
  const match = /^\/menu\/[^/]+/.exec(new URL(page.url()).pathname);
  if (!match) throw new Error(`not in the signed-in area: ${page.url()}`);
  return match[0];
}

/** In the studio, on the form of "Sobre mim": a choice question and a budget question, saved. */
export async function marinaAsksHerQuestions(page: Page): Promise<string> {
  const base = menuBase(page);
  const list = page.getByRole('list', { name: 'Perguntas de Fale comigo' });
  const question = (n: number) => list.getByRole('listitem').nth(n - 1);
  await page.getByRole('button', { name: 'Adicionar pergunta' }).click();
  await question(1).getByRole('textbox', { name: 'Pergunta 1' }).fill(LEAD.choice);
  await question(1).getByRole('combobox', { name: 'Tipo da pergunta 1' }).selectOption({ label: 'Uma escolha' });
  await question(1).getByRole('textbox', { name: 'Opção 1' }).fill(LEAD.options[0]!);
  await question(1).getByRole('textbox', { name: 'Opção 2' }).fill(LEAD.options[1]!);
  await page.getByRole('button', { name: 'Adicionar pergunta' }).click();
  await question(2).getByRole('textbox', { name: 'Pergunta 2' }).fill(LEAD.budget);
  await question(2).getByRole('combobox', { name: 'Tipo da pergunta 2' }).selectOption({ label: 'Orçamento em reais' });
  await question(2).getByRole('textbox', { name: 'Limites das faixas, em reais' }).fill(LEAD.limits);
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Salvar perguntas' }).click();
  await saved(page, 'Perguntas de Fale comigo', 20000);
  return base;
}

/** Today's weekday in São Paulo, as HORÁRIO DE ATENDIMENTO names it. */
function todayInSaoPaulo(): string {
  const days = ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'];
  const short = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'America/Sao_Paulo' }).format(new Date());
  return days[['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(short)]!;
}

/**
 * HORÁRIO DE ATENDIMENTO: today closed, the other days as they come (so now is outside her hours,
 * and her hours still hold: a week with no hours at all answers nobody), and her automatic answer.
 */
export async function marinaClosesToday(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/horario`);
  await page.getByRole('button', { name: 'Salvar' }).waitFor({ timeout: 20000 });
  await page.getByRole('checkbox', { name: 'Usar horário de atendimento' }).check();
  const today = todayInSaoPaulo();
  const remove = page.getByRole('button', { name: new RegExp(`^Remover horário \\d+ de ${today}$`) });
  while ((await remove.count()) > 0) await remove.first().click();
  await page.getByRole('textbox', { name: 'Resposta automática fora do horário' }).fill(LEAD.autoAnswer);
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await page.getByRole('status').filter({ hasText: 'Horário salvo.' }).waitFor({ timeout: 20000 });
}

/** RESPOSTAS RÁPIDAS: one reply that greets the visitor by name. */
export async function marinaSavesAQuickReply(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/respostas-rapidas`);
  await page.getByRole('textbox', { name: 'Atalho' }).fill(LEAD.shortcut, { timeout: 20000 });
  await page.getByRole('textbox', { name: 'Texto' }).fill(LEAD.reply);
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'SALVAR' }).click();
  await page.getByRole('status').filter({ hasText: 'Resposta salva.' }).waitFor({ timeout: 20000 });
}

/** A visitor opens her "Sobre mim", answers her two questions and writes. */
export async function visitorAnswers(visitor: Page, creator: Creator): Promise<void> {
  await visitor.goto(`/${creator.skin}`);
  await visitor.getByRole('heading', { name: creator.name, exact: true }).waitFor({ timeout: 20000 });
  await visitor.getByRole('link', { name: 'Sobre mim' }).click();
  await visitor.waitForURL((url) => url.pathname === `/${creator.skin}/sobre-mim`);
  const form = visitor.getByRole('form', { name: 'Como posso ajudar?' });
  await form.getByRole('textbox', { name: 'Seu nome (opcional)' }).fill(VISITOR.name);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(VISITOR.email);
  await form.getByRole('combobox', { name: `${LEAD.choice} (opcional)` }).selectOption({ label: LEAD.picked });
  await form.getByRole('combobox', { name: `${LEAD.budget} (opcional)` }).selectOption({ label: LEAD.band });
  await form.getByRole('textbox', { name: 'Mensagem' }).fill(VISITOR.message);
  await expectNoSidewaysScroll(visitor);
  await form.getByRole('button', { name: 'ENVIAR' }).click();
  await visitor.getByText('CONTATO REALIZADO COM SUCESSO!').waitFor({ timeout: 20000 });
}

/** CONTATOS on a phone: the lead counted in Novo; then its conversation, with the briefing and one automatic answer. */
export async function marinaFindsTheLead(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/contatos`);
  const chips = page.getByRole('group', { name: 'Filtrar por etapa' });
  await chips.getByRole('button', { name: 'Novo (1)' }).waitFor({ timeout: 30000 });
  await expectNoSidewaysScroll(page);
  await page.getByRole('link', { name: `Abrir a conversa mais recente com ${VISITOR.email}` }).click();
  await page.getByRole('list', { name: 'Mensagens' }).getByText(VISITOR.message).waitFor({ timeout: 20000 });
  const briefing = page.getByRole('region', { name: 'Briefing' });
  await briefing.getByText(LEAD.picked, { exact: true }).waitFor({ timeout: 20000 });
  await briefing.getByText(LEAD.band, { exact: true }).waitFor();
  // Sent after the message's commit (on Firebase by the notice's trigger): waited for, then counted.
  const automatic = page.getByRole('list', { name: 'Mensagens' }).getByText(LEAD.autoAnswer);
  await automatic.waitFor({ timeout: 30000 });
  expect(await automatic.count()).toBe(1);
  expect(await page.locator('.chat-message__automatic').count()).toBe(1);
  await expectNoSidewaysScroll(page);
}

/**
 * In the chat: the quick reply, filled with the visitor's name and sent (her first reply takes the
 * lead into Em conversa); then, in the header, Proposta enviada with a value, which the board, reading
 * the stored lead, shows (what the header shows first is the app's own guess).
 */
export async function marinaAnswersAndProposes(page: Page, base: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Mensagem' });
  await box.pressSequentially('/prop');
  await page.getByRole('listbox', { name: 'Respostas rápidas' }).getByRole('option').first().waitFor({ timeout: 20000 });
  await box.press('Enter');
  const filled = LEAD.reply.replace('{nome}', VISITOR.name.split(' ')[0]!);
  expect(await box.inputValue()).toBe(filled);
  await page.getByRole('button', { name: 'ENVIAR' }).click();
  await page.getByRole('list', { name: 'Mensagens' }).getByText(filled).waitFor({ timeout: 20000 });

  await page.getByRole('combobox', { name: 'Mover este contato para…' }).selectOption('proposta');
  await page.getByRole('textbox', { name: 'Valor da proposta (R$), opcional' }).fill(LEAD.value);
  await page.getByRole('button', { name: 'Mover para Proposta enviada' }).click();
  await page
    .locator('strong')
    .filter({ hasText: /^Proposta enviada$/ })
    .first()
    .waitFor({ timeout: 20000 });
  await expectNoSidewaysScroll(page);
  // To CONTATOS inside the app, as she would: loading a new page could cut the move's call short.
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'CONTATOS', exact: true }).click();
  await page.waitForURL((url) => url.pathname === `${base}/contatos`);
  await stageCounts(page, { proposta: 1, emConversa: 0 });
}

/** CONTATOS' stage chips, read from the stored leads. */
async function stageCounts(page: Page, counts: { proposta: number; emConversa: number }): Promise<void> {
  const chips = page.getByRole('group', { name: 'Filtrar por etapa' });
  await chips.getByRole('button', { name: `Proposta enviada (${counts.proposta})` }).waitFor({ timeout: 30000 });
  await chips.getByRole('button', { name: `Em conversa (${counts.emConversa})` }).waitFor();
}

/** Exportar CSV, on CONTATOS: the file a spreadsheet opens in Portuguese, holding the lead and its answers. */
export async function marinaExportsHerLeads(page: Page, creator: Creator): Promise<string> {
  const button = page.getByRole('button', { name: 'Exportar CSV' });
  await button.waitFor({ timeout: 20000 });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await download.path();
  const bytes = await readFile(path);
  // UTF-8 with its BOM, so a spreadsheet in Portuguese reads the accents.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  const [header, ...rows] = text.trim().split('\r\n');
  expect(header!.split(';')).toEqual(expect.arrayContaining(['Nome', 'E-mail', 'Etapa', LEAD.choice, LEAD.budget]));
  const row = rows.find((line) => line.includes(VISITOR.email));
  expect(row).toBeDefined();
  for (const cell of [VISITOR.name, 'Proposta enviada', LEAD.picked, LEAD.band, '2.500,00']) expect(row).toContain(cell);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^contatos-${creator.skin}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  return text;
}
