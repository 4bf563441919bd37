/**
 * bookSlot: a visitor books one of her free times; the booking, its busy maps, both mails with their
 * invitation and the conversation in her CONTATOS follow, once, whatever the retries; what is refused
 * writes nothing.
 */
import type ICALModule from 'ical.js' with { 'resolution-mode': 'import' };
import { paths } from '../../kernel/paths';
import { MESSAGES } from '../../kernel/messages';
import type { ContatoDoc, ConversaDoc } from '../../kernel/types';
import type { MailDoc } from '../../notices';
import { ANA, BRUNO, createWorld, expectNoWrites, type World } from '../../handlers/test-support/world';
import { booking, givePixCard, MONDAY_10H, publishAgenda } from '../../handlers/test-support/agenda-page';
import { bookingSecretHash } from '../booking-secret';
import type { AgendaDiaDoc, ReservaDoc } from '../booking-types';
import { agendaKeyOf } from '../booking-types';

// ical.js ships its types with its ES module and a CommonJS build, which jest loads: the types of the one, the code of the other.
const ICAL = jest.requireActual<typeof ICALModule>('ical.js');

const HOUR = 3_600_000;
const AGENDA_KEY = agendaKeyOf(ANA.uid, 'skin-ana');
const visitor = { as: null };

const rows = <T>(world: World, collection: string) => world.db.query<T>({ collection }).map((row) => row.data);
const mails = (world: World) => rows<MailDoc>(world, paths.mails());
const bookings = (world: World) => rows<ReservaDoc>(world, paths.reservas());

async function agendaWorld(): Promise<World> {
  const world = createWorld();
  await publishAgenda(world.db);
  return world;
}

describe('bookSlot', () => {
  it('books Monday 10:00 in São Paulo as 13:00 UTC, lists it in the busy map, and mails both sides an invitation that parses', async () => {
    const world = await agendaWorld();
    const result = await world.call('bookSlot', booking({ servico: 'conversa', fusoVisitante: 'America/New_York' }), visitor);

    expect(result).toMatchObject({
      status: 'reservada',
      comecaEm: MONDAY_10H,
      terminaEm: MONDAY_10H + HOUR / 2,
      fuso: 'America/Sao_Paulo',
    });
    expect(result).toMatchObject({ servico: { nome: 'Conversa rápida', duracaoMin: 30 } });
    const [stored] = bookings(world);
    expect(stored).toMatchObject({
      estado: 'confirmada',
      sequencia: 0,
      dona: ANA.uid,
      skin: 'ana',
      comecaEm: MONDAY_10H,
      fusoVisitante: 'America/New_York',
    });
    expect(world.db.get<AgendaDiaDoc>(paths.agendaDia(AGENDA_KEY, '2024-05-06'))?.reservas).toEqual({
      [stored!.id]: { comecaEm: MONDAY_10H, terminaEm: MONDAY_10H + HOUR / 2 },
    });

    const sent = mails(world);
    expect(sent.map((m) => m.to)).toEqual(expect.arrayContaining([['maria@example.com'], [ANA.email]]));
    const toVisitor = sent.find((m) => m.to[0] === 'maria@example.com')!;
    expect(toVisitor.message.subject).toBe('Reserva confirmada: Conversa rápida com ana');
    expect(toVisitor.message.text).toContain('10:00 (horário de Brasília)');
    expect(toVisitor.message.text).toContain('09:00 no seu horário');
    for (const mail of sent) {
      const [attachment] = mail.message.attachments ?? [];
      expect(attachment).toMatchObject({ filename: 'convite.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST' });
      const event = new ICAL.Component(ICAL.parse(attachment!.content)).getFirstSubcomponent('vevent')!;
      const start = event.getFirstPropertyValue('dtstart') as InstanceType<typeof ICAL.Time>;
      expect(start.toJSDate().toISOString()).toBe('2024-05-06T13:00:00.000Z');
      expect(event.getFirstPropertyValue('uid')).toBe(`${stored!.id}@lab.example`);
    }
  });

  it('gives the visitor a link whose secret only the mail holds: the booking keeps its hash', async () => {
    const world = await agendaWorld();
    const { idReserva } = (await world.call('bookSlot', booking(), visitor)) as { idReserva: string };
    const toVisitor = mails(world).find((m) => m.to[0] === 'maria@example.com')!;
    const link = new RegExp(`https://lab\\.example/reserva/${idReserva}#([A-Za-z0-9_-]{32})`).exec(toVisitor.message.text);
    expect(link).not.toBeNull();
    const stored = world.db.get<ReservaDoc>(paths.reserva(idReserva))!;
    expect(stored.segredoHash).toBe(bookingSecretHash(link![1]!));
    expect(JSON.stringify(stored)).not.toContain(link![1]!);
  });

  it('opens the conversation in her CONTATOS: subject Agendamento, the booking as its briefing, a lead in Novo', async () => {
    const world = await agendaWorld();
    await world.call('bookSlot', booking({ whatsapp: '(11) 98765-4321' }), visitor);
    const stored = bookings(world)[0]!;
    const contact = world.db.get<ContatoDoc>(paths.contato(stored.idContato))!;
    expect(contact.participantes.map((p) => p.chave)).toEqual(['ana', 'maria@example.com']);
    const conversa = world.db.get<ConversaDoc>(paths.conversa(stored.idContato, stored.idConversa))!;
    expect(conversa).toMatchObject({ assunto: 'Agendamento', nome: 'Maria Visitante', whatsapp: '+5511987654321' });
    expect(conversa.respostas?.map((r) => r.pergunta)).toEqual(['Serviço', 'Data e hora', 'WhatsApp', 'Sinal']);
    const lead = world.db.query<{ etapa: string }>({ collection: 'leads' }).map((row) => row.data);
    expect(lead).toEqual([expect.objectContaining({ etapa: 'novo' })]);
  });

  it('Retried booking: the same idEnvio twice is one booking, one conversation and one pair of mails', async () => {
    const world = await agendaWorld();
    const first = await world.call('bookSlot', booking(), visitor);
    const before = world.db.toJSON();
    const again = await world.call('bookSlot', booking(), visitor);

    expect(again).toEqual(first);
    expect(world.db.toJSON()).toEqual(before);
    expect(bookings(world)).toHaveLength(1);
    expect(mails(world)).toHaveLength(2);
  });

  it("Taken time: another visitor's booking of the same start answers ocupado with the next free starts, writing nothing", async () => {
    const world = await agendaWorld();
    await world.call('bookSlot', booking(), visitor);
    await expectNoWrites(world.db, async () => {
      const taken = await world.call(
        'bookSlot',
        booking({ email: 'joao@example.com', idEnvio: '7a0c6a2e-8d1b-4c3e-9a7f-1b2c3d4e5f60' }),
        visitor,
      );
      // One hour and her 15 minutes' buffer: the next start on the half-hour grid is 11:30.
      expect(taken).toEqual({
        status: 'ocupado',
        proximos: [11.5, 12, 12.5, 13, 13.5].map((h) => Date.UTC(2024, 4, 6, 3) + h * HOUR),
      });
    });
  });

  it('Own agenda: she cannot book herself, and nothing is written', async () => {
    const world = await agendaWorld();
    await expectNoWrites(world.db, async () => {
      const refused = await world.refusal('bookSlot', booking(), { as: ANA });
      expect(refused).toMatchObject({ code: 'invalid-argument', message: MESSAGES.bookingOwnAgenda });
    });
  });

  it('Absent agenda: a service, page, skin or agenda that does not exist gets one not-found answer', async () => {
    const world = await agendaWorld();
    await publishAgenda(world.db, undefined, 'bruno', 'home');
    await world.db.runTransaction((tx) => tx.set(paths.skin(BRUNO.uid, 'skin-bruno'), { oculta: true }, { merge: true }));
    await expectNoWrites(world.db, async () => {
      for (const fields of [{ servico: 'nada' }, { pagina: 'outra' }, { skin: 'nada' }, { skin: 'bruno' }, { skin: 'bruno2' }]) {
        const refused = await world.refusal('bookSlot', booking(fields), visitor);
        expect(refused).toMatchObject({ code: 'not-found', message: MESSAGES.bookingAgendaUnavailable });
      }
    });
  });

  it('Deleted skin: a skin in its deletion window (Desfazer still open) takes no booking, and nothing is written', async () => {
    const world = await agendaWorld();
    await publishAgenda(world.db, undefined, 'bruno2', 'home');
    await world.call('deleteSkin', { skin: 'bruno2' }, { as: BRUNO });
    await expectNoWrites(world.db, async () => {
      const refused = await world.refusal('bookSlot', booking({ skin: 'bruno2' }), visitor);
      expect(refused).toMatchObject({ code: 'not-found', message: MESSAGES.bookingAgendaUnavailable });
    });
  });

  it.each([
    ['off her grid (10:10)', MONDAY_10H + 10 * 60_000],
    ['inside her notice (within the hour)', Date.UTC(2024, 4, 1, 12, 30)],
    ['past her horizon (31 days ahead)', Date.UTC(2024, 5, 3, 13)],
    ['on a day she does not work (Sunday)', Date.UTC(2024, 4, 5, 13)],
  ])('Start outside her agenda: a start %s is refused and writes nothing', async (_label, comecaEm) => {
    const world = await agendaWorld();
    await expectNoWrites(world.db, async () => {
      const refused = await world.refusal('bookSlot', booking({ comecaEm }), visitor);
      expect(refused).toMatchObject({ code: 'invalid-argument', message: MESSAGES.bookingStartInvalid });
    });
  });

  it.each([
    [{ nome: '' }, MESSAGES.bookingNameRequired],
    [{ email: 'maria' }, MESSAGES.emailInvalid],
    [{ whatsapp: '123' }, MESSAGES.contactWhatsappInvalid],
    [{ fusoVisitante: 'Marte/Olympus' }, MESSAGES.bookingTimeZoneInvalid],
  ])('Bad visitor details %j are refused in Portuguese and write nothing', async (fields, message) => {
    const world = await agendaWorld();
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('bookSlot', booking(fields), visitor)).toMatchObject({ code: 'invalid-argument', message });
    });
  });

  it("asks the service's deposit with her Pix card's BR Code, and stores it unpaid", async () => {
    const world = await agendaWorld();
    await givePixCard(world.db);
    const result = await world.call('bookSlot', booking(), visitor);
    const stored = bookings(world)[0]!;
    expect(result).toMatchObject({ sinal: { centavos: 5_000, txid: stored.sinal!.txid } });
    const codigo = (result as { sinal: { codigo: string } }).sinal.codigo;
    expect(codigo).toContain('ana@example.com');
    expect(codigo).toContain('540550.00');
    expect(stored.sinal).toEqual({ centavos: 5_000, txid: stored.sinal!.txid, pago: false });
    expect(mails(world).find((m) => m.to[0] === 'maria@example.com')!.message.text).toContain(codigo);
  });

  it('No Pix card: books all the same without a code, and her mail says so', async () => {
    const world = await agendaWorld();
    const result = await world.call('bookSlot', booking(), visitor);
    expect(result).toMatchObject({ status: 'reservada' });
    expect(result).not.toHaveProperty('sinal');
    expect(bookings(world)[0]!.sinal).toMatchObject({ centavos: 5_000, pago: false });
    const hers = mails(world).find((m) => m.to[0] === ANA.email)!;
    expect(hers.message.subject).toMatch(/^Nova reserva: Consulta, /);
    expect(hers.message.text).toContain('Sua skin não tem um cartão Pix');
    expect(hers.leitores).toEqual([ANA.uid]);
  });

  it("escapes what the visitor typed in both mails' HTML", async () => {
    const world = await agendaWorld();
    await world.call('bookSlot', booking({ nome: '<b>Maria</b> & "amigas"' }), visitor);
    for (const mail of mails(world)) {
      expect(mail.message.html).not.toContain('<b>Maria</b>');
    }
    expect(mails(world).some((m) => m.message.html.includes('&lt;b&gt;Maria&lt;/b&gt; &amp; &quot;amigas&quot;'))).toBe(true);
  });
});
