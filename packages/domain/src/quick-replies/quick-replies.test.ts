import { fillQuickReply, matchingQuickReplies, quickReplyValues, UNKNOWN_NAME, visitorCalled } from './quick-replies';

/** 2025-03-15 01:30 UTC: still the 14th in São Paulo (UTC-3). */
const LATE_NIGHT = Date.UTC(2025, 2, 15, 1, 30);

describe('filling a quick reply for a conversation', () => {
  const values = { nome: 'Maria', skin: 'Estúdio Solange', assunto: 'ORÇAMENTO', data: '14/03/2025' };

  it.each([
    ['Olá, {nome}!', 'Olá, Maria!'],
    ['{nome}, {nome}', 'Maria, Maria'],
    ['Aqui é a {skin} sobre {assunto} em {data}.', 'Aqui é a Estúdio Solange sobre ORÇAMENTO em 14/03/2025.'],
    ['Um {x} desconhecido fica', 'Um {x} desconhecido fica'],
    ['{NOME} e { nome } ficam como digitados', '{NOME} e { nome } ficam como digitados'],
    ['{{nome}}', '{Maria}'],
    ['{nome', '{nome'],
    ['sem variáveis', 'sem variáveis'],
  ])('%s → %s', (texto, filled) => {
    expect(fillQuickReply(texto, values)).toBe(filled);
  });

  it('never reads a value as a pattern: a name with $& stays as written', () => {
    expect(fillQuickReply('Oi {nome}', { ...values, nome: '$&$1' })).toBe('Oi $&$1');
  });

  it.each([
    [{ nome: 'Maria Clara Souza', email: 'mc@example.com' }, 'Maria'],
    [{ nome: '  Ana ', email: '' }, 'Ana'],
    [{ nome: '', email: 'joao.silva@example.com' }, 'joao.silva'],
    [{ email: 'bia@example.com' }, 'bia'],
    [{ nome: null, email: null }, UNKNOWN_NAME],
    [{}, 'você'],
  ])('calls the visitor %j "%s"', (visitor, called) => {
    expect(visitorCalled(visitor)).toBe(called);
  });

  it("dates {data} today in São Paulo, dd/mm/aaaa, whatever the device's zone", () => {
    const filled = quickReplyValues({ visitor: { nome: 'Maria' }, skin: 'lab', assunto: 'PRINCIPAL', now: LATE_NIGHT });
    expect(filled).toEqual({ nome: 'Maria', skin: 'lab', assunto: 'PRINCIPAL', data: '14/03/2025' });
  });
});

describe('the list "/" opens', () => {
  const replies = [{ atalho: 'prazo' }, { atalho: 'orcamento' }, { atalho: 'novo-orcamento' }, { atalho: 'obrigada' }];

  it('lists the shortcuts that start with what was typed, then those that contain it', () => {
    expect(matchingQuickReplies(replies, 'orc').map((r) => r.atalho)).toEqual(['orcamento', 'novo-orcamento']);
    expect(matchingQuickReplies(replies, 'O').map((r) => r.atalho)).toEqual(['obrigada', 'orcamento', 'novo-orcamento', 'prazo']);
  });

  it('lists every one by shortcut when nothing follows "/"', () => {
    expect(matchingQuickReplies(replies, '').map((r) => r.atalho)).toEqual(['novo-orcamento', 'obrigada', 'orcamento', 'prazo']);
  });
});
