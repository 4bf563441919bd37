/**
 * The skin file's one definition (docs/skin-file.md), built from the studio's own field schemas
 * (edit-skin.ts), so a file is held to exactly what the studio accepts field by field; the limits on
 * how many pages, containers and cards, and the rules across them, are checked again by the studio's
 * planners when the skin is built. A refusal names where in the file the problem is.
 */
import { z } from 'zod';
import { imageUrlMaxLength, isAllowedSkinIcon, type OwnImageAddresses } from '../../studio/studio';
import { LIMITS, STUDIO_TEXT_LIMITS as MAX } from '../../kernel/constants';
import { MESSAGES } from '../../kernel/messages';
import { SKIN_FILE_FORMAT, SKIN_FILE_MAX_CHARS, SKIN_FILE_VERSION } from '../skin-file';
import { cardFieldsSchema, imageUrlOf } from '../../studio/commands/card-fields';
import { displayName } from './name-fields';
import { containerTitle, formSubjects, pageContent, pageLabel, pageSlug, themes } from '../../studio/commands/edit-skin';
import { isKnownMessage, text } from '../../kernel/commands/schemas';
import { refuse } from '../../kernel/commands/refusals';
import { perguntasFormulario } from '../../briefing';
import { agendaSchema } from '../../agenda';
import { galeriaSchemaOf } from '../../gallery';
import { refineSchedule, scheduleShape } from '../../schedule';
import { depoimentosSchema } from '../../testimonials';

/** A place in one of the file's lists. */
const index = z
  .number({ error: MESSAGES.invalidPayload })
  .int(MESSAGES.invalidPayload)
  .min(0, MESSAGES.invalidPayload)
  .max(LIMITS.cardsPerSkin, MESSAGES.invalidPayload);

const theme = text(MAX.pageLabel, MESSAGES.skinThemeInvalid)
  .transform((value) => value.trim())
  .refine((value) => value === '' || themes.has(value), MESSAGES.skinThemeInvalid);

export function skinFileSchemaOf(own: OwnImageAddresses) {
  const imageUrl = imageUrlOf(own);
  const page = z.strictObject({
    slug: pageSlug,
    nome: pageLabel,
    conteudo: pageContent,
    principal: z.boolean({ error: MESSAGES.invalidPayload }),
    containers: z.array(index, { error: MESSAGES.invalidPayload }).max(LIMITS.containersPerSkin, MESSAGES.containerLimitReached),
  });
  const container = z
    .strictObject({
      titulo: containerTitle,
      tipo: z.enum(['cards', 'formulario', 'agenda', 'galeria', 'depoimentos'], { error: MESSAGES.invalidPayload }),
      icone: imageUrl,
      assuntos: formSubjects.optional(),
      perguntas: perguntasFormulario.optional(),
      /** An agenda's settings, held to what the studio accepts; absent: the agenda a new one starts with. */
      agenda: agendaSchema.optional(),
      /** A gallery's pictures, held to what the studio accepts; absent: a gallery with none yet. */
      galeria: galeriaSchemaOf(imageUrl).optional(),
      /** A Depoimentos container's approved quotes, held to what the studio accepts; absent: none. */
      depoimentos: depoimentosSchema(imageUrl).optional(),
      cards: z.array(index, { error: MESSAGES.invalidPayload }).max(LIMITS.cardsPerSkin, MESSAGES.cardLimitReached),
      /** Its dates, as the studio's updateContainer takes them; a card's are among its fields. */
      ...scheduleShape,
    })
    .superRefine(refineSchedule);
  return z
    .strictObject({
      formato: z.literal(SKIN_FILE_FORMAT),
      versao: z.literal(SKIN_FILE_VERSION),
      skin: z.strictObject({
        tema: theme,
        icone: text(imageUrlMaxLength(own), MESSAGES.imageUrlInvalid).refine(
          (url) => isAllowedSkinIcon(url, own),
          MESSAGES.imageUrlInvalid,
        ),
        nomeExibicao: displayName.optional(),
      }),
      paginas: z
        .array(page, { error: MESSAGES.invalidPayload })
        .min(1, MESSAGES.skinFileMainPage)
        .max(LIMITS.pagesPerSkin, MESSAGES.pageLimitReached),
      containers: z
        .array(container, { error: MESSAGES.invalidPayload })
        .max(LIMITS.containersPerSkin, MESSAGES.containerLimitReached),
      cards: z
        .array(cardFieldsSchema(own), { error: MESSAGES.invalidPayload })
        .max(LIMITS.cardsPerSkin, MESSAGES.cardLimitReached),
    })
    .superRefine((file, ctx) => {
      for (const problem of problemsAcross(file)) ctx.addIssue({ code: 'custom', ...problem });
    });
}

type Schema = ReturnType<typeof skinFileSchemaOf>;
/** A skin file as checked: every field trimmed and normalised the way the studio stores it. */
export type SkinFile = z.output<Schema>;
export type SkinFilePage = SkinFile['paginas'][number];
export type SkinFileContainer = SkinFile['containers'][number];
export type SkinFileCard = SkinFile['cards'][number];

interface Problem {
  path: Array<string | number>;
  message: string;
}

/** The rules that span lists: references that exist, one owner per card, one main page, one form and one agenda a page. */
function problemsAcross(file: SkinFile): Problem[] {
  const problems: Problem[] = [];
  if (file.paginas.filter((p) => p.principal).length !== 1)
    problems.push({ path: ['paginas'], message: MESSAGES.skinFileMainPage });
  const slugs = new Set<string>();
  file.paginas.forEach((page, p) => {
    if (slugs.has(page.slug)) problems.push({ path: ['paginas', p, 'slug'], message: MESSAGES.pageNameTaken });
    slugs.add(page.slug);
    if (new Set(page.containers).size !== page.containers.length)
      problems.push({ path: ['paginas', p, 'containers'], message: MESSAGES.skinFileRepeatedContainer });
    page.containers.forEach((c, k) => {
      if (!file.containers[c])
        problems.push({ path: ['paginas', p, 'containers', k], message: MESSAGES.skinFileMissingContainer });
    });
    if (page.containers.filter((c) => file.containers[c]?.tipo === 'formulario').length > 1)
      problems.push({ path: ['paginas', p, 'containers'], message: MESSAGES.formAlreadyOnPage });
    if (page.containers.filter((c) => file.containers[c]?.tipo === 'agenda').length > 1)
      problems.push({ path: ['paginas', p, 'containers'], message: MESSAGES.agendaAlreadyOnPage });
  });
  const owned = new Set<number>();
  file.containers.forEach((container, c) => {
    const at = (...rest: Array<string | number>) => ['containers', c, ...rest];
    if (container.tipo === 'formulario' && container.cards.length > 0)
      problems.push({ path: at('cards'), message: MESSAGES.formHoldsNoCards });
    if (container.tipo !== 'formulario' && container.assuntos !== undefined)
      problems.push({ path: at('assuntos'), message: MESSAGES.formSubjectsNotAForm });
    if (container.tipo !== 'formulario' && container.perguntas !== undefined)
      problems.push({ path: at('perguntas'), message: MESSAGES.briefingNotAForm });
    if (container.tipo === 'agenda' && container.cards.length > 0)
      problems.push({ path: at('cards'), message: MESSAGES.agendaHoldsNoCards });
    if (container.tipo !== 'agenda' && container.agenda !== undefined)
      problems.push({ path: at('agenda'), message: MESSAGES.agendaNotAnAgenda });
    if (container.tipo === 'galeria' && container.cards.length > 0)
      problems.push({ path: at('cards'), message: MESSAGES.galleryHoldsNoCards });
    if (container.tipo !== 'galeria' && container.galeria !== undefined)
      problems.push({ path: at('galeria'), message: MESSAGES.galleryNotAGallery });
    if (container.tipo === 'depoimentos' && container.cards.length > 0)
      problems.push({ path: at('cards'), message: MESSAGES.depoimentosHoldNoCards });
    if (container.tipo !== 'depoimentos' && container.depoimentos !== undefined)
      problems.push({ path: at('depoimentos'), message: MESSAGES.depoimentosNotTestimonials });
    container.cards.forEach((card, k) => {
      if (!file.cards[card]) problems.push({ path: at('cards', k), message: MESSAGES.skinFileMissingCard });
      else if (owned.has(card)) problems.push({ path: at('cards', k), message: MESSAGES.skinFileSharedCard });
      owned.add(card);
    });
  });
  return problems;
}

/** Where a problem is, the way a person reads the file: "página 2 › slug". */
const LIST_NAMES: Record<string, string> = {
  paginas: 'página',
  containers: 'container',
  cards: 'card',
  assuntos: 'assunto',
  perguntas: 'pergunta',
  opcoes: 'opção',
  faixas: 'faixa',
  addOns: 'ícone',
  servicos: 'serviço',
  imagens: 'imagem',
};

function whereOf(path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  for (const [i, key] of path.entries()) {
    // An agenda's day or date is named by the message itself ('Segunda-feira, 1º período: …').
    if (key === 'semana' || key === 'excecoes') break;
    if (typeof key === 'number') continue;
    const next = path[i + 1];
    parts.push(typeof next === 'number' ? `${LIST_NAMES[String(key)] ?? String(key)} ${next + 1}` : String(key));
  }
  return parts.join(' › ');
}

function refusalOf(issues: readonly z.core.$ZodIssue[]): string {
  const issue = issues[0];
  if (!issue) return MESSAGES.invalidPayload;
  const where = whereOf(issue.path);
  const message =
    issue.code === 'unrecognized_keys'
      ? `${MESSAGES.unknownField}${issue.keys
          .slice(0, 5)
          .map((key) => key.slice(0, 40))
          .join(', ')}`
      : isKnownMessage(issue.message)
        ? issue.message
        : MESSAGES.invalidPayload;
  return where === '' ? `${MESSAGES.skinFileRejected}: ${message}` : `${MESSAGES.skinFileRejected} (${where}): ${message}`;
}

/**
 * The file checked, or invalid-argument naming what is wrong. Its kind and version are looked at
 * first, so a file of another version is told so rather than refused field by field.
 */
export function parseSkinFile(schema: Schema, data: unknown): SkinFile {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) refuse('invalid-argument', MESSAGES.skinFileNotASkin);
  const header = data as Record<string, unknown>;
  if (header['formato'] !== SKIN_FILE_FORMAT) refuse('invalid-argument', MESSAGES.skinFileNotASkin);
  if (header['versao'] !== SKIN_FILE_VERSION) refuse('invalid-argument', MESSAGES.skinFileVersion);
  if (JSON.stringify(data).length > SKIN_FILE_MAX_CHARS) refuse('invalid-argument', MESSAGES.skinFileTooLarge);
  const result = schema.safeParse(data);
  if (!result.success) refuse('invalid-argument', refusalOf(result.error.issues));
  return result.data;
}
