/**
 * Her time booked from her page, as two visitors and she live it on 375 px phones, written once for
 * the demo build and for the Firebase build on the Emulator Suite. She adds an agenda to her home page
 * and keeps Monday to Friday 9h–12h; a visitor books next Monday 10h while a second one, who had the
 * same time on screen, is told it was just taken and sees it gone; she finds the booking in AGENDA and
 * in CONTATOS; the visitor's mail holds an invitation a calendar parser reads at the right instant, and
 * its link cancels the booking, which frees the time. Every browser runs in São Paulo's zone, as hers,
 * so a time is written once. After every step no page may scroll sideways.
 */
import type { Page } from 'playwright-core';
import type ICALModule from 'ical.js' with { 'resolution-mode': 'import' };
import { expectNoSidewaysScroll } from '../phone-width';
import { saved } from './studio-steps';
import type { Creator } from './marina-flow';

// ical.js ships its types with its ES module and a CommonJS build, which jest loads.
const ICAL = jest.requireActual<typeof ICALModule>('ical.js');

export const ZONE = 'America/Sao_Paulo';
export const AGENDA_TITLE = 'Agende uma conversa';
export const SERVICE = 'Conversa inicial';
export const FIRST = { name: 'Paula Reis', email: 'paula.reis@example.com' };
export const SECOND = { name: 'Rui Campos', email: 'rui.campos@example.com' };
const WEEKDAYS = ['Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira'];

/** Next Monday in São Paulo (never today), as the widget's day chip names it and as an instant at 10h. */
export function nextMonday(now = Date.now()): { chip: string; dayTitle: RegExp; tenOClock: number } {
  const parts = (at: number) =>
    Object.fromEntries(
      new Intl.DateTimeFormat('en-US', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short' })
        .formatToParts(at)
        .map((p) => [p.type, p.value]),
    );
  for (let ahead = 1; ahead <= 7; ahead++) {
    const day = parts(now + ahead * 86_400_000);
    if (day.weekday !== 'Mon') continue;
    // São Paulo has kept UTC-3 all year since 2019: 10h there is 13h UTC.
    const tenOClock = Date.UTC(Number(day.year), Number(day.month) - 1, Number(day.day), 13);
    const monthName = new Intl.DateTimeFormat('pt-BR', { timeZone: ZONE, month: 'long' }).format(tenOClock);
    return {
      chip: `seg ${day.day}/${day.month}`,
      dayTitle: new RegExp(`^Segunda-feira, ${Number(day.day)} de ${monthName}$`),
      tenOClock,
    };
  }
  throw new Error('no Monday in the next week');
}

/** In the studio, on her home page: an agenda whose weekdays keep only 9h–12h, saved. */
export async function sheAddsHerAgenda(page: Page): Promise<void> {
  const newContainer = page.getByRole('form', { name: 'Novo container' });
  await newContainer.getByRole('radio', { name: 'Agenda' }).check({ timeout: 20000 });
  await newContainer.getByRole('textbox', { name: 'Título do container' }).fill(AGENDA_TITLE);
  await newContainer.getByRole('button', { name: 'Criar container' }).click();
  await saved(page, `Nova agenda ${AGENDA_TITLE}`, 20000);
  const editor = page.getByRole('form', { name: `Agenda ${AGENDA_TITLE}` });
  await editor.getByRole('textbox', { name: 'Nome do serviço 1' }).fill(SERVICE);
  for (const day of WEEKDAYS) {
    const group = editor.getByRole('group', { name: day, exact: true });
    await group.getByRole('button', { name: `Remover 2º período de ${day}` }).click();
    expect(await group.getByRole('button', { name: /^Remover \dº período/ }).count()).toBe(1);
  }
  await expectNoSidewaysScroll(page);
  await editor.getByRole('button', { name: 'Salvar agenda' }).click();
  await saved(page, `Agenda ${AGENDA_TITLE}`, 20000);
}

/** A visitor on her home page: the agenda's widget woken by a tap, then next Monday's times. */
export async function visitorOpensMonday(visitor: Page, creator: Creator): Promise<void> {
  await visitor.goto(`/${creator.skin}`);
  const agenda = visitor.getByRole('heading', { name: AGENDA_TITLE });
  await agenda.scrollIntoViewIfNeeded({ timeout: 20000 });
  // The widget's code loads at the first touch, as the contact form's does.
  await agenda.click();
  const monday = visitor.getByRole('button', { name: nextMonday().chip });
  await monday.waitFor({ timeout: 30000 });
  await monday.click();
  await visitor.getByRole('button', { name: '10:00', exact: true }).waitFor({ timeout: 30000 });
  await expectNoSidewaysScroll(visitor);
}

/** 10:00 chosen and the visitor's details typed: one tap from booking. */
export async function visitorFillsTen(visitor: Page, who: { name: string; email: string }): Promise<void> {
  await visitor.getByRole('button', { name: '10:00', exact: true }).click();
  await visitor.getByRole('textbox', { name: 'Nome' }).fill(who.name);
  await visitor.getByRole('textbox', { name: /E-mail/ }).fill(who.email);
  await expectNoSidewaysScroll(visitor);
}

export async function visitorConfirms(visitor: Page, who: { email: string }): Promise<void> {
  await visitor.getByRole('button', { name: 'Confirmar reserva' }).click();
  await visitor.getByRole('heading', { name: 'Reserva confirmada' }).waitFor({ timeout: 30000 });
  await visitor.getByText(`Enviamos a confirmação e o convite para ${who.email}`).waitFor();
  await expectNoSidewaysScroll(visitor);
}

/** The second visitor confirms the time they still had on screen: told kindly, offered others, 10h gone. */
export async function secondVisitorFindsTenTaken(visitor: Page): Promise<void> {
  await visitor.getByRole('button', { name: 'Confirmar reserva' }).click();
  const notice = visitor.getByRole('alert').filter({ hasText: 'Esse horário acabou de ser reservado por outra pessoa.' });
  await notice.waitFor({ timeout: 30000 });
  expect(await notice.getByRole('button').count()).toBeGreaterThan(0);
  expect(await notice.getByRole('button', { name: '10:00', exact: true }).count()).toBe(0);
  // The day asked again: 10:00 leaves the list of times once the server's answer is in.
  await visitor.getByRole('button', { name: '10:00', exact: true }).waitFor({ state: 'detached', timeout: 30000 });
  await visitor.getByRole('button', { name: '10:30', exact: true }).first().waitFor({ timeout: 30000 });
  await expectNoSidewaysScroll(visitor);
}

/** AGENDA: the booking under next Monday, with the visitor and the service. */
export async function sheSeesItInAgenda(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/agenda`);
  const day = page.getByRole('region', { name: nextMonday().dayTitle });
  await day.waitFor({ timeout: 30000 });
  await day.getByText(FIRST.name).waitFor({ timeout: 20000 });
  await day.getByText(SERVICE).first().waitFor();
  await expectNoSidewaysScroll(page);
}

/** CONTATOS: the booking opened a conversation, a lead in Novo, its details in the briefing. */
export async function sheSeesItInContacts(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/contatos`);
  const chips = page.getByRole('group', { name: 'Filtrar por etapa' });
  await chips.getByRole('button', { name: 'Novo (1)' }).waitFor({ timeout: 30000 });
  await page.getByRole('link', { name: `Abrir a conversa mais recente com ${FIRST.email}` }).click();
  const briefing = page.getByRole('region', { name: 'Briefing' });
  await briefing.getByText(`${SERVICE} (30 min)`, { exact: true }).waitFor({ timeout: 20000 });
  await expectNoSidewaysScroll(page);
}

interface MailLike {
  to?: unknown;
  message?: {
    subject?: string;
    text?: string;
    attachments?: Array<{ filename?: string; content?: string; contentType?: string }>;
  };
}

/**
 * The mail to the visitor: its invitation read by ical.js starts next Monday 10h São Paulo (13h UTC),
 * and its text holds the link to the booking's own page. Returns that link's path and fragment.
 */
export function invitationInMail(mails: readonly MailLike[], email: string): { link: string; uid: string } {
  const mail = mails.find(
    (m) => JSON.stringify(m.to ?? '').includes(email) && (m.message?.subject ?? '').startsWith('Reserva confirmada'),
  );
  expect(mail).toBeDefined();
  const attachment = mail!.message!.attachments!.find((a) => (a.filename ?? '').endsWith('.ics'));
  expect(attachment?.contentType).toMatch(/^text\/calendar/);
  const event = new ICAL.Component(ICAL.parse(attachment!.content!)).getFirstSubcomponent('vevent')!;
  const start = (event.getFirstPropertyValue('dtstart') as InstanceType<typeof ICAL.Time>).toJSDate().getTime();
  expect(new Date(start).toISOString()).toBe(new Date(nextMonday().tenOClock).toISOString());
  const link = /\/reserva\/[^\s#]+#[A-Za-z0-9_-]+/.exec(mail!.message!.text ?? '');
  expect(link).not.toBeNull();
  return { link: link![0], uid: String(event.getFirstPropertyValue('uid')) };
}

/** The link from the mail: the booking shown, cancelled after a second tap. */
export async function visitorCancelsByLink(visitor: Page, link: string): Promise<void> {
  await visitor.goto(link);
  await visitor.getByText('Situação: confirmada').waitFor({ timeout: 30000 });
  await expectNoSidewaysScroll(visitor);
  await visitor.getByRole('button', { name: 'Cancelar reserva' }).click();
  await visitor.getByRole('button', { name: 'Sim, cancelar a reserva' }).click();
  await visitor.getByText('Esta reserva foi cancelada.').waitFor({ timeout: 30000 });
  await expectNoSidewaysScroll(visitor);
}
