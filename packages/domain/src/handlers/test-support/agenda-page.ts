/**
 * A published agenda on Ana's page, as the studio would publish it, for the booking tests: São Paulo
 * time, weekdays 09:00–18:00, an hour's notice, 30 days ahead, two services (one with a Pix deposit).
 * The world's clock starts on Wednesday 2024-05-01 12:00 UTC, so Monday 2024-05-06 10:00 in São
 * Paulo is 13:00 UTC.
 */
import type { AgendaConfig } from '../../kernel/agenda-types';
import { paths } from '../../kernel/paths';
import { publishedPaths } from '../../published';
import type { MemoryDb } from '../../memory/memory-db';
import { ANA } from './people';

const WORKDAY = [{ inicio: '09:00', fim: '18:00' }];

export const AGENDA: AgendaConfig = {
  servicos: [
    { id: 'consulta', nome: 'Consulta', duracaoMin: 60, precoCentavos: 15_000, sinalCentavos: 5_000 },
    { id: 'conversa', nome: 'Conversa rápida', duracaoMin: 30 },
  ],
  semana: [[], WORKDAY, WORKDAY, WORKDAY, WORKDAY, WORKDAY, []],
  intervaloMin: 15,
  antecedenciaMin: 60,
  horizonteDias: 30,
  excecoes: {},
  fuso: 'America/Sao_Paulo',
};

/** Monday 2024-05-06 10:00 in São Paulo. */
export const MONDAY_10H = Date.UTC(2024, 4, 6, 13, 0);

/** Puts the agenda container on a skin's published page (Ana's home by default). */
export async function publishAgenda(db: MemoryDb, agenda: AgendaConfig = AGENDA, skin = 'ana', page = 'home'): Promise<void> {
  const container = { id_container: 'agenda-ana', titulo: 'Agende', iconUrl: '', order: 0, cardIds: [], tipo: 'agenda', agenda };
  await db.runTransaction((tx) => tx.set(publishedPaths.page(skin, page), { containers: [container], cards: [], addOns: [] }));
}

/** A Pix card on Ana's skin, where a deposit is paid. */
export async function givePixCard(db: MemoryDb): Promise<void> {
  await db.runTransaction((tx) =>
    tx.set(`${paths.cards(ANA.uid, 'skin-ana')}/pix-ana`, {
      id: 'pix-ana',
      titulo: 'Pix',
      descricao: '',
      imagem: '',
      linkExterno: '',
      data: 0,
      tipo: 'pix',
      pix: {
        chave: 'ana@example.com',
        nome: 'Ana Souza',
        cidade: 'Sao Paulo',
        valor: '',
        descricao: '',
        codigo: '',
        qr: { tamanho: 0, caminho: '' },
      },
    }),
  );
}

/** A visitor's booking payload on that agenda (a fresh draft id unless one is given). */
export function booking(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    skin: 'ana',
    pagina: 'home',
    servico: 'consulta',
    comecaEm: MONDAY_10H,
    nome: 'Maria Visitante',
    email: 'maria@example.com',
    idEnvio: '5f0c6a2e-8d1b-4c3e-9a7f-1b2c3d4e5f60',
    ...fields,
  };
}
