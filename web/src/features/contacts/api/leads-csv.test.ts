import { csvCell, leadsCsv, leadsCsvName, toCsv } from './leads-csv';
import type { Lead } from '../hooks/use-inbox-leads';

/** A reader of what toCsv writes (RFC 4180 with ";"), to read the file back as a spreadsheet would. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    const next = text[i + 1];
    if (quoted && c === '"' && next === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ';') {
      endCell();
    } else if (!quoted && c === '\r' && next === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i += 1;
    } else {
      cell += c;
    }
  }
  return rows;
}

const at = Date.UTC(2025, 4, 12, 15);

function lead(id: string, fields: Partial<Lead> = {}): Lead {
  return {
    id: `${id}_c1`,
    caixa: 'ana',
    uidDono: 'ana-uid',
    idContato: id,
    idConversa: 'c1',
    etapa: 'novo',
    criadoEm: at,
    email: `${id}@example.com`,
    assunto: 'ORÇAMENTO',
    ultimaMensagemEm: at,
    ultimaMensagem: '',
    ...fields,
  };
}

describe('Exportar CSV', () => {
  it('writes UTF-8 with a BOM, “;” between cells and CRLF rows', () => {
    const csv = toCsv([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect([...Buffer.from(csv, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.slice(1)).toBe('a;b\r\nc;d\r\n');
  });

  it('Formula injection: a cell starting with = + - @ is made text, and a name with ; and quotes survives the round trip', () => {
    expect(['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)'].map(csvCell)).toEqual([`"'=HYPERLINK(""x"")"`, "'+1", "'-2", "'@SUM(A1)"]);
    const csv = leadsCsv([
      lead('ana', {
        nome: '=cmd|"/c calc"!A1; Silva "Ana"',
        whatsapp: '+5511987654321',
        etapa: 'proposta',
        valorProposta: 123_456,
      }),
    ]);
    const [header, row] = parseCsv(csv.slice(1));
    expect(header).toEqual(['Data', 'Nome', 'E-mail', 'WhatsApp', 'Assunto', 'Etapa', 'Valor']);
    expect(row).toEqual([
      '12/05/2025',
      `'=cmd|"/c calc"!A1; Silva "Ana"`,
      'ana@example.com',
      "'+5511987654321",
      'ORÇAMENTO',
      'Proposta enviada',
      '1.234,56',
    ]);
  });

  it('adds a column per briefing question, in the order first seen, empty where a lead did not answer it', () => {
    const csv = leadsCsv([
      lead('a', { respostas: [{ id: 'q1', pergunta: 'Prazo?', tipo: 'data', resposta: '01/06/2025' }] }),
      lead('b', {
        respostas: [
          { id: 'q2', pergunta: 'Orçamento?', tipo: 'orcamento', resposta: 'R$ 1.000 a R$ 3.000' },
          { id: 'q1', pergunta: 'Prazo?', tipo: 'data', resposta: '15/07/2025' },
        ],
      }),
      lead('c', {}),
    ]);
    const rows = parseCsv(csv.slice(1));
    expect(rows[0]?.slice(7)).toEqual(['Prazo?', 'Orçamento?']);
    expect(rows.map((r) => r.slice(7))).toEqual([
      ['Prazo?', 'Orçamento?'],
      ['01/06/2025', ''],
      ['15/07/2025', 'R$ 1.000 a R$ 3.000'],
      ['', ''],
    ]);
    expect(rows[3]?.[5]).toBe('Novo');
  });

  it('takes a signed-in visitor’s address from her contact, as the lead keeps only the one given on the form', () => {
    const csv = leadsCsv([lead('bruno', { email: '', nome: 'Bruno' })], (id) => (id === 'bruno' ? 'bruno@example.com' : ''));
    expect(parseCsv(csv.slice(1))[1]?.slice(1, 3)).toEqual(['Bruno', 'bruno@example.com']);
  });

  it('names the file after her skin and the day', () => {
    expect(leadsCsvName('ana', new Date(2025, 0, 9, 23, 30))).toBe('contatos-ana-2025-01-09.csv');
  });
});
