/**
 * The data the rules suites on the Firestore emulator stand on, and the roles they read it as: the
 * seed with its published snapshots, plus one rateLimits counter, one geoCache entry, one visitor's
 * e-mailed link (pedidosDados), one address's record on replies by e-mail (destinatarios), one mail (an
 * owner's reply to the participant's contact), one estatisticas shard and a visitas shard of two skins. The roles, from the seed:
 * - participant: user-visitante, one side of contact lab_visitante, owner of skin "visitante";
 * - stranger: user-sol, signed in, in no contact;
 * - owner: owner-socio with the `admin: true` claim, and no side of any contact, so what it reads it
 *   reads as an owner.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, doc, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { datesToStore, paths } from '@lab/domain/kernel';
import { publishedPaths } from '@lab/domain/published';
import { webhookPaths } from '@lab/domain/webhooks';
import { leadIdOf } from '@lab/domain/leads';
import { withPublishedSnapshots, type DocData } from '@lab/domain/store';
import { readSeed } from '../../../scripts/seed-data';
import { testimonialPaths } from '@lab/domain/testimonials';

export const PARTICIPANT = 'user-visitante';
/** The participant's skin's webhook (webhookKey). */
export const WEBHOOK_KEY = `${PARTICIPANT}~skin-visitante`;
export const STRANGER = 'user-sol';
export const OWNER = 'owner-socio';
/** The record of one address asked to confirm replies by e-mail (destinatarios/{hash}). */
export const RECIPIENT_HASH = 'f'.repeat(64);

export type Role = 'anonymous' | 'participant' | 'stranger' | 'owner';
export const ROLES: readonly Role[] = ['anonymous', 'participant', 'stranger', 'owner'];
export const UID: Record<Role, string | null> = { anonymous: null, participant: PARTICIPANT, stranger: STRANGER, owner: OWNER };

export const LAB = { uid: 'owner-dona', skinId: 'skin-lab' };
export const CONTACT = 'lab_visitante';
export const CONVERSATION = 'principal';
/** An owner's reply e-mailed to the visitor of the participant's contact, and a shard of one day's counters. */
export const MAIL = 'mail-resposta-01';
export const DAY = '2025-05-12';
/**
 * A contact in the participant's own inbox: an anonymous reader wrote on the participant's skin's
 * form, and the participant's reply went out by e-mail, which the participant may read.
 */
export const CREATOR_CONTACT = 'leitor@example.com_visitante';
export const CREATOR_CONVERSATION = 'conversa-leitor';
export const CREATOR_MAIL = 'mail-criador-01';
/** One of the participant's quick replies (users/{uid}/respostasRapidas). */
export const QUICK_REPLY = '0b9f4a62-1c3d-4e5f-8a7b-9c0d1e2f3a4b';
/** The participant's lead of that conversation, and the lead the seed keeps of hers in the site's inbox. */
export const CREATOR_LEAD = leadIdOf(CREATOR_CONTACT, CREATOR_CONVERSATION);
export const SITE_LEAD = leadIdOf(CONTACT, 'c-identidade');
/** A booking of the participant's time by that reader (reservas/{id}), listed in her busy map. */
export const BOOKING = 'rleitor0001';

/** Every document of the test data, in the domain's shape (dates as epoch ms). */
export function rulesTestDocuments(): Record<string, DocData> {
  const documents: Record<string, DocData> = { ...withPublishedSnapshots(readSeed().documents) };
  const at = Date.UTC(2025, 4, 12, 12);
  documents[paths.rateLimit(`uid:${PARTICIPANT}`)] = { hits: [at], expiresAt: at + 3_600_000 };
  documents[paths.pedidoDados('a1b2c3d4e5f6a7b8')] = { email: 'ana.souza@example.com', criadoEm: at, expiresAt: at + 86_400_000 };
  documents[paths.destinatario(RECIPIENT_HASH)] = {
    token: 'segredo0001',
    tokenSair: 'segredo0002',
    criadoEm: at,
    pedidoEm: at,
    expiresAt: at + 604_800_000,
  };
  // A quick reply of the participant's: only the participant reads it.
  documents[paths.respostaRapida(PARTICIPANT, QUICK_REPLY)] = { atalho: 'orcamento', texto: 'Olá, {nome}!', data: at };
  documents[paths.dispositivos(PARTICIPANT)] = {
    uid: PARTICIPANT,
    dispositivos: [{ token: 'fcm:participant-phone-0001', criadoEm: at, usadoEm: at }],
  };
  // Webhooks per skin: the participant's own webhook, with its secret, and one delivery.
  documents[webhookPaths.webhook(WEBHOOK_KEY)] = {
    uid: PARTICIPANT,
    skinId: 'skin-visitante',
    url: 'https://hooks.exemplo.com/lab',
    segredo: 'whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
    criadoEm: at,
    atualizadoEm: at,
  };
  documents[webhookPaths.entrega({ chave: WEBHOOK_KEY, id: 'evt_1' })] = {
    id: 'evt_1',
    tipo: 'ping',
    criadoEm: at,
    corpo: '{}',
    estado: 'entregue',
    tentativas: [{ em: at, status: 200, resposta: 'ok' }],
    expiresAt: at + 86_400_000,
  };
  documents[paths.geoCache('203.0.113.7')] = {
    country_name: 'Brasil',
    region: 'RS',
    city: 'Porto Alegre',
    org: 'ISP',
    expiresAt: at + 86_400_000,
  };
  documents[paths.mail(MAIL)] = {
    to: ['visitante.teste@example.com'],
    replyTo: 'dona.lab@example.com',
    message: { subject: 'Resposta do Lab: Orçamento', text: 'Olá!', html: '<p>Olá!</p>' },
    delivery: { state: 'SUCCESS', attempts: 1, error: null },
    tipo: 'resposta',
    data: at,
    idContato: CONTACT,
    idConversa: CONVERSATION,
    idChat: 'principal-04',
  };
  // Both sides have read it, and the second owner answers it: those fields are read like the rest of it.
  Object.assign(documents[paths.conversa(CONTACT, CONVERSATION)] ?? {}, {
    lidaLabEm: at,
    lidaVisitanteEm: at + 1_000,
    respondendo: { uid: 'owner-socio', nome: 'Sócio do Lab', desde: at },
  });
  Object.assign(documents, creatorInbox(at));
  documents[paths.estatistica(DAY, 0)] = {
    dia: DAY,
    visitas: 3,
    contatos: 1,
    paises: { BR: 2, PT: 1 },
    paginas: { '/lab/home': 3 },
  };
  // One day's visits of the participant's skin, and of the lab's (another creator's, to the participant).
  const visits = { dia: DAY, visitas: 2, paginas: { '/visitante/home': 3 }, paises: { BR: 2 }, origens: { '(direto)': 2 } };
  documents[paths.visita(PARTICIPANT, 'skin-visitante', DAY, 0)] = visits;
  documents[paths.visita(LAB.uid, LAB.skinId, DAY, 0)] = { ...visits, paginas: { '/lab/home': 3 } };
  Object.assign(documents, moderation(at));
  Object.assign(documents, businessHours(at));
  Object.assign(documents, bookings(at));
  Object.assign(documents, testimonials(at));
  return documents;
}

/** A quote sent through the participant's link, awaiting her review, and that link (server-only). */
function testimonials(at: number): Record<string, DocData> {
  return {
    [testimonialPaths.depoimentoPendente(PARTICIPANT, 'skin-visitante', 'p-joana')]: {
      containerId: 'ct-depoimentos',
      texto: 'Recomendo!',
      nome: 'Joana Lima',
      papel: '',
      data: at,
    },
    [testimonialPaths.linkDepoimento('link-0001')]: {
      uid: PARTICIPANT,
      skinId: 'skin-visitante',
      containerId: 'ct-depoimentos',
      segredoHash: 'a'.repeat(64),
      data: at,
    },
    [testimonialPaths.depoimentoLink(PARTICIPANT, 'skin-visitante', 'ct-depoimentos')]: { linkId: 'link-0001', data: at },
  };
}

/** The participant's calendar feed's secret, and one booking of her agenda (the screen's list). */
function bookings(at: number): Record<string, DocData> {
  const servico = { id: 'corte', nome: 'Corte', duracaoMin: 60 };
  return {
    [paths.agendaFeed(PARTICIPANT)]: { uid: PARTICIPANT, segredo: 'k3J9xQ2mZp7Lw4Rt8Vb1Nc6Yd0Hf5Gs', criadoEm: at },
    [paths.reserva('reserva-01')]: {
      id: 'reserva-01',
      agenda: `${PARTICIPANT}~skin-visitante`,
      dona: PARTICIPANT,
      skinId: 'skin-visitante',
      skin: 'visitante',
      pagina: 'home',
      container: 'ct-agenda',
      servico,
      comecaEm: at + 86_400_000,
      terminaEm: at + 86_400_000 + 3_600_000,
      fuso: 'America/Sao_Paulo',
      visitante: { nome: 'Vera Lima', email: 'vera@example.com' },
      estado: 'confirmada',
      sequencia: 0,
      criadaEm: at,
      idContato: CREATOR_CONTACT,
      idConversa: CREATOR_CONVERSATION,
      segredoHash: 'a'.repeat(64),
    },
  };
}

/** The participant's skin's business hours, and one notice the quiet hours hold. */
function businessHours(at: number): Record<string, DocData> {
  const semana = { dom: [], seg: [{ inicio: '09:00', fim: '18:00' }], ter: [], qua: [], qui: [], sex: [], sab: [] };
  return {
    [paths.atendimento('visitante')]: {
      chave: 'visitante',
      uids: [PARTICIPANT],
      ativo: true,
      fusoHorario: 'America/Sao_Paulo',
      semana,
      foraDoHorario: 'Volto amanhã.',
      confirmacao: '',
      silencioso: true,
      atualizadoEm: at,
    },
    [paths.avisoAdiado('a1')]: { devidoEm: at + 3_600_000, mensagem: 'Oi', ip: '203.0.113.7' },
  };
}

/** A report, and a hidden skin whose snapshot was left behind (the rules must still refuse it). */
function moderation(at: number): Record<string, DocData> {
  const hiddenSite = { skin: { username: 'oculta' }, paginas: [], changedAt: at };
  return {
    [paths.denuncia('d1')]: {
      skin: 'visitante',
      motivo: 'golpe',
      texto: 'Pede Pix',
      criadaEm: at,
      estado: 'aberta',
      skinOculta: false,
    },
    [publishedPaths.hidden('oculta')]: { ocultadaEm: at },
    [publishedPaths.site('oculta')]: hiddenSite,
    [publishedPaths.page('oculta', 'home')]: { containers: [], cards: [], addOns: [] },
    [publishedPaths.card('oculta', 'k1')]: { id: 'k1' },
  };
}

function creatorInbox(at: number): Record<string, DocData> {
  const reader = {
    chave: 'leitor@example.com',
    uid: null,
    nome: 'leitor@example.com',
    foto: 'default-user.jpg',
    email: 'leitor@example.com',
  };
  const creator = { chave: 'visitante', uid: PARTICIPANT, nome: 'Visitante', foto: 'default-user.jpg', email: null };
  // A minute after the site's mail: lists ordered by date have no tie to break.
  const shared = { idContato: CREATOR_CONTACT, idConversa: CREATOR_CONVERSATION, data: at + 60_000 };
  return {
    [paths.contato(CREATOR_CONTACT)]: {
      idContato: CREATOR_CONTACT,
      ultimaConversaData: at,
      participantes: [reader, creator],
      uids: [PARTICIPANT],
      destino: 'visitante',
      naoLidasLab: 0,
      naoLidasVisitante: 0,
    },
    [paths.conversa(CREATOR_CONTACT, CREATOR_CONVERSATION)]: {
      ...shared,
      assunto: 'OUTRO',
      ultimaMensagem: 'Obrigado!',
      email: 'leitor@example.com',
      dataUltimaMensagem: at,
      uids: [PARTICIPANT],
      destino: 'visitante',
      naoLidasLab: 0,
      naoLidasVisitante: 0,
    },
    [`${paths.chat(CREATOR_CONTACT, CREATOR_CONVERSATION)}/leitor-01`]: {
      mensagem: 'Obrigado!',
      data: at,
      userRemetente: 'visitante',
      idConversa: CREATOR_CONVERSATION,
      idChat: 'leitor-01',
      nomeRemetente: 'Visitante',
      fotoRemetente: 'default-user.jpg',
      uids: [PARTICIPANT],
      idMail: CREATOR_MAIL,
    },
    // The participant keeps the reader's lead on her board: hers alone, not the reader's nor the owners'.
    [paths.lead(CREATOR_LEAD)]: {
      caixa: 'visitante',
      uidDono: PARTICIPANT,
      idContato: CREATOR_CONTACT,
      idConversa: CREATOR_CONVERSATION,
      etapa: 'proposta',
      valorProposta: 150_000,
      etapaEm: at,
      criadoEm: at,
      email: 'leitor@example.com',
      assunto: 'OUTRO',
      ultimaMensagemEm: at,
      ultimaMensagem: 'Obrigado!',
    },
    [`${paths.etapas(CREATOR_LEAD)}/etapa-01`]: {
      de: 'novo',
      para: 'proposta',
      valorProposta: 150_000,
      em: at,
      uid: PARTICIPANT,
      caixa: 'visitante',
      uidDono: PARTICIPANT,
    },
    // A reader booked the participant's time: hers to read, not the reader's (no account) nor the owners'.
    [paths.reserva(BOOKING)]: {
      id: BOOKING,
      agenda: `${PARTICIPANT}~skin-visitante`,
      dona: PARTICIPANT,
      skinId: 'skin-visitante',
      skin: 'visitante',
      pagina: 'home',
      container: 'agenda',
      servico: { id: 'consulta', nome: 'Consulta', duracaoMin: 60 },
      comecaEm: at + 86_400_000,
      terminaEm: at + 90_000_000,
      fuso: 'America/Sao_Paulo',
      visitante: { nome: 'Leitor', email: 'leitor@example.com' },
      estado: 'confirmada',
      sequencia: 0,
      criadaEm: at,
      idContato: CREATOR_CONTACT,
      idConversa: BOOKING,
      segredoHash: 'e'.repeat(64),
    },
    [paths.agendaDia(`${PARTICIPANT}~skin-visitante`, '2025-05-13')]: {
      agenda: `${PARTICIPANT}~skin-visitante`,
      reservas: { [BOOKING]: { comecaEm: at + 86_400_000, terminaEm: at + 90_000_000 } },
    },
    [paths.mail(CREATOR_MAIL)]: {
      ...shared,
      to: ['leitor@example.com'],
      message: { subject: 'Resposta de visitante: OUTRO', text: 'Obrigado!', html: '<p>Obrigado!</p>' },
      tipo: 'resposta',
      idChat: 'leitor-01',
      leitores: [PARTICIPANT],
    },
  };
}

/** The seed's epoch-ms dates become (the web SDK's) Timestamps, at any depth, as the seed script writes them. */
export function toStored(data: DocumentData): DocumentData {
  return datesToStore(data, { fromMillis: (ms) => Timestamp.fromMillis(ms) });
}

/** Writes `stored` with the rules disabled, in batches under Firestore's 500 writes. */
export async function writeStored(testEnv: RulesTestEnvironment, stored: Record<string, DocumentData>): Promise<void> {
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    const entries = Object.entries(stored);
    for (let start = 0; start < entries.length; start += 400) {
      const batch = writeBatch(db);
      for (const [path, data] of entries.slice(start, start + 400)) batch.set(doc(db, path), data);
      await batch.commit();
    }
  });
}

/** The web SDK's Firestore of each role, the owner with the `admin` claim. */
export function roleDatabases(testEnv: RulesTestEnvironment): Map<Role, Firestore> {
  const firestoreOf = (context: { firestore(): unknown }) => context.firestore() as Firestore;
  return new Map<Role, Firestore>([
    ['anonymous', firestoreOf(testEnv.unauthenticatedContext())],
    ['participant', firestoreOf(testEnv.authenticatedContext(PARTICIPANT))],
    ['stranger', firestoreOf(testEnv.authenticatedContext(STRANGER))],
    ['owner', firestoreOf(testEnv.authenticatedContext(OWNER, { admin: true }))],
  ]);
}
