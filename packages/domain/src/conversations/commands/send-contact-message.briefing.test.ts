/**
 * The answers to her own questions on a contact form (briefing): checked against the questions of the
 * published form that was used, stored readable on the conversation the message opens, and shown in
 * her e-mail notice. A hostile or mistaken payload is refused and writes nothing.
 */
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import { publishedPaths } from '../../published';
import type { ConversaDoc, PerguntaFormulario } from '../../kernel/types';
import type { MailDoc } from '../../notices';
import { createWorld, expectNoWrites, type World } from '../../handlers/test-support/world';

const QUESTIONS: PerguntaFormulario[] = [
  { id: 'prazo', texto: 'Qual é o prazo?', tipo: 'curta', obrigatoria: true },
  { id: 'redes', texto: 'Quais redes?', tipo: 'multipla', obrigatoria: false, opcoes: ['Instagram', 'TikTok', 'YouTube'] },
  { id: 'data', texto: 'Data do evento', tipo: 'data', obrigatoria: false },
  { id: 'verba', texto: 'Orçamento', tipo: 'orcamento', obrigatoria: false, faixas: [500, 1000, 3000] },
];
const ID_ENVIO = '0b6a3f52-8a43-4c4e-9a63-2f1d8d9e1c55';

async function publishForm(world: World, skin: string, perguntas: PerguntaFormulario[] = QUESTIONS) {
  const form = { id_container: `form-${skin}`, titulo: 'Fale comigo', iconUrl: '', order: 0, cardIds: [] };
  await world.db.runTransaction((tx) =>
    tx.set(publishedPaths.page(skin, 'home'), {
      containers: [{ ...form, tipo: 'formulario', assuntos: ['ORÇAMENTO', 'OUTRO'], perguntas }],
      cards: [],
      addOns: [],
    }),
  );
}

const onAnasForm = (respostas: unknown, fields: Record<string, unknown> = {}) => ({
  assunto: 'ORÇAMENTO',
  mensagem: 'Quero uma marca nova.',
  email: 'leitora@example.com',
  destino: 'ana',
  pagina: 'home',
  respostas,
  ...fields,
});

const ANSWERS = { prazo: 'Um mês', redes: ['YouTube', 'Instagram'], data: '2026-03-09', verba: '2' };
const mails = (world: World) => world.db.query<MailDoc>({ collection: paths.mails() }).map((row) => row.data);

describe('sendContactMessage: the answers to her questions', () => {
  it('stores them readable, in her order, on the conversation, and shows them in her e-mail notice', async () => {
    const world = createWorld();
    await publishForm(world, 'ana');
    const { idContato, idConversa } = await world.call('sendContactMessage', onAnasForm(ANSWERS), { as: null });

    expect(world.db.get<ConversaDoc>(paths.conversa(idContato, idConversa))?.respostas).toEqual([
      { id: 'prazo', pergunta: 'Qual é o prazo?', tipo: 'curta', resposta: 'Um mês' },
      { id: 'redes', pergunta: 'Quais redes?', tipo: 'multipla', resposta: 'Instagram, YouTube' },
      { id: 'data', pergunta: 'Data do evento', tipo: 'data', resposta: '09/03/2026' },
      { id: 'verba', pergunta: 'Orçamento', tipo: 'orcamento', resposta: 'R$ 1.000 a R$ 3.000' },
    ]);
    const [notice] = mails(world);
    expect(notice?.message.text).toContain('Briefing\nQual é o prazo?:\nUm mês\nQuais redes?:\nInstagram, YouTube');
    expect(notice?.message.html).toContain('<p><strong>Orçamento</strong><br>R$ 1.000 a R$ 3.000</p>');
  });

  it('HTML in an answer or a question reaches her e-mail escaped, as text', async () => {
    const world = createWorld();
    await publishForm(world, 'ana', [{ ...QUESTIONS[0]!, texto: '<b>Prazo</b>?' }]);
    await world.call('sendContactMessage', onAnasForm({ prazo: '<img src=x onerror=alert(1)>' }), { as: null });
    const html = mails(world)[0]?.message.html ?? '';
    expect(html).toContain('<p><strong>&lt;b&gt;Prazo&lt;/b&gt;?</strong><br>&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(html).not.toContain('<img');
  });

  it('keeps the question as it was asked, whatever she edits afterwards', async () => {
    const world = createWorld();
    await publishForm(world, 'ana');
    const { idContato, idConversa } = await world.call('sendContactMessage', onAnasForm(ANSWERS), { as: null });
    await publishForm(world, 'ana', [{ ...QUESTIONS[0]!, texto: 'Prazo' }]);
    expect(world.db.get<ConversaDoc>(paths.conversa(idContato, idConversa))?.respostas?.[0]?.pergunta).toBe('Qual é o prazo?');
  });

  it('a form whose questions were left blank (optional) opens a conversation without a briefing', async () => {
    const world = createWorld();
    await publishForm(world, 'ana');
    const { idContato, idConversa } = await world.call('sendContactMessage', onAnasForm({ prazo: 'Já', redes: [] }), {
      as: null,
    });
    expect(world.db.get<ConversaDoc>(paths.conversa(idContato, idConversa))?.respostas).toEqual([
      { id: 'prazo', pergunta: 'Qual é o prazo?', tipo: 'curta', resposta: 'Já' },
    ]);
  });

  it('a retry of the same send (same idEnvio) stores its answers once', async () => {
    const world = createWorld();
    await publishForm(world, 'ana');
    const first = await world.call('sendContactMessage', onAnasForm(ANSWERS, { idEnvio: ID_ENVIO }), { as: null });
    const again = await world.call('sendContactMessage', onAnasForm(ANSWERS, { idEnvio: ID_ENVIO }), { as: null });
    expect(again).toEqual(first);
    expect(world.db.query({ collection: paths.conversas(first.idContato) })).toHaveLength(1);
  });

  it("the site's own form, which asks nothing, takes no answers", async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      const refused = await world.refusal(
        'sendContactMessage',
        { email: 'a@b.co', mensagem: 'Oi', respostas: { x: 'y' } },
        { as: null },
      );
      expect(refused).toMatchObject({ code: 'invalid-argument', message: MESSAGES.invalidPayload });
    });
  });

  it.each<[string, unknown, string]>([
    ['Required answer missing', { redes: ['TikTok'] }, MESSAGES.briefingRequiredMissing],
    ['Answers without the required one', undefined, MESSAGES.briefingRequiredMissing],
    ['Choice she does not offer', { ...ANSWERS, redes: ['Orkut'] }, MESSAGES.briefingChoiceUnknown],
    ['Date that does not exist', { ...ANSWERS, data: '2026-02-31' }, MESSAGES.briefingDateInvalid],
    ['Budget band that does not exist', { ...ANSWERS, verba: '9' }, MESSAGES.briefingChoiceUnknown],
    ['Short answer too long', { ...ANSWERS, prazo: 'x'.repeat(201) }, MESSAGES.briefingShortTooLong],
    [
      'Header injection in a short answer',
      { ...ANSWERS, prazo: 'Já\r\nBcc: todos@exemplo.com' },
      MESSAGES.briefingAnswerInvalidChars,
    ],
    ['Unknown question id', { ...ANSWERS, senha: 'x' }, MESSAGES.invalidPayload],
    ['Wrong type for one choice list', { ...ANSWERS, redes: 'Instagram' }, MESSAGES.invalidPayload],
    ['Wrong type for a text', { ...ANSWERS, prazo: 42 }, MESSAGES.invalidPayload],
    ['Answers as a list', [ANSWERS], MESSAGES.invalidPayload],
    ['Nested object as an answer', { ...ANSWERS, prazo: { a: { b: { c: 'd' } } } }, MESSAGES.invalidPayload],
    [
      'Huge record of answers',
      Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`p${i}`, 'x'])),
      MESSAGES.invalidPayload,
    ],
    ['Huge answer', { ...ANSWERS, prazo: 'x'.repeat(1_000_000) }, MESSAGES.briefingLongTooLong],
    ['Huge list of choices', { ...ANSWERS, redes: Array.from({ length: 10_000 }, () => 'Instagram') }, MESSAGES.invalidPayload],
    ['Prototype key', JSON.parse('{"prazo":"Já","__proto__":{"x":"y"}}'), MESSAGES.invalidPayload],
  ])('%s: refused, writing nothing', async (_, respostas, message) => {
    const world = createWorld();
    await publishForm(world, 'ana');
    await expectNoWrites(world.db, async () => {
      const refused = await world.refusal('sendContactMessage', onAnasForm(respostas), { as: null });
      expect(refused).toMatchObject({ code: 'invalid-argument', message });
    });
  });
});
