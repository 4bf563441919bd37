import { z } from 'zod';
import { checkFormSubjects, isAllowedSkinIcon, type OwnImageAddresses, imageUrlMaxLength, validatePageSlug } from '../studio';
import { FORM_SUBJECTS_MAX, STUDIO_TEXT_LIMITS as MAX, THEMES } from '../../kernel/constants';
import { MESSAGES } from '../../kernel/messages';
import { hasHiddenCharacters } from '../../kernel/hidden-characters';
import type { SkinChange } from '../studio-commands';
import type { EditSkinRefusal } from '../store/studio-port';
import { documentId, FORM_TEXT_MAX_LENGTH, text } from '../../kernel/commands/schemas';
import { cardFieldsSchema, imageUrlOf, textBlock, trimmed } from './card-fields';
import { editableSkin, skinName } from '../../skins/commands/skin-access';
import { refuse, type Refusals } from '../../kernel/commands/refusals';
import { displayNameOrNone, newPageName } from '../../skins/commands/name-fields';
import type { EditSkinResult } from '../studio-commands';
import { limitOn, rateLimit } from '../../handlers/declared-limits';
import { defineCallable } from '../../handlers/define-callable';
import { perguntasFormulario } from '../../briefing';
import { agendaSchema } from '../../agenda';
import { galeriaSchemaOf } from '../../gallery';
import { refineSchedule, scheduleShape } from '../../schedule';
import { depoimentosSchema } from '../../testimonials';

/** Positions beyond a list's end are clamped to it; this only keeps the number sane. */
const POSITION_MAX = 10_000;

export const themes: ReadonlySet<string> = new Set(THEMES);

const position = z
  .number({ error: MESSAGES.positionInvalid })
  .int(MESSAGES.positionInvalid)
  .min(0, MESSAGES.positionInvalid)
  .max(POSITION_MAX, MESSAGES.positionInvalid);

export const pageSlug = text(MAX.pageSlug * 2, MESSAGES.pageNameInvalid, MESSAGES.pageNameRequired)
  .transform((value) => value.trim())
  .superRefine((value, ctx) => {
    const refusal = validatePageSlug(value);
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
  });

export const pageLabel = text(MAX.pageLabel * 2, MESSAGES.pageLabelInvalid, MESSAGES.pageLabelInvalid)
  .refine((value) => !hasHiddenCharacters(value), MESSAGES.studioTextInvalidChars)
  .transform((value) => value.trim())
  .refine((value) => value.length >= 1 && value.length <= MAX.pageLabel, MESSAGES.pageLabelInvalid);

export const pageContent = textBlock(MAX.pageContent, MESSAGES.pageContentTooLong);
export const containerTitle = trimmed(MAX.containerTitle, MESSAGES.containerTitleTooLong);

/**
 * A form's whole list of subjects, normalised by the studio's own rule (checkFormSubjects). The
 * bounds before it only keep a hostile payload small; the rule says what a person reads.
 */
export const formSubjects = z
  .array(text(FORM_TEXT_MAX_LENGTH, MESSAGES.formSubjectTooLong), { error: MESSAGES.invalidPayload })
  .max(FORM_SUBJECTS_MAX * 4, MESSAGES.formSubjectsCount)
  .transform((typed, ctx) => {
    const checked = checkFormSubjects(typed);
    if (checked.ok) return checked.subjects;
    ctx.addIssue({ code: 'custom', message: checked.problem });
    return z.NEVER;
  });

/** Every change the studio makes, accepting the image addresses `own` hands out. */
function changeOf(own: OwnImageAddresses) {
  const imageUrl = imageUrlOf(own);
  const cardFields = cardFieldsSchema(own);
  return z.discriminatedUnion(
    'kind',
    [
      z.strictObject({
        kind: z.literal('updateSkin'),
        theme: text(MAX.pageLabel, MESSAGES.skinThemeInvalid)
          .transform((value) => value.trim())
          // An empty theme is the product's "Sem tema".
          .refine((value) => value === '' || themes.has(value), MESSAGES.skinThemeInvalid)
          .optional(),
        iconSkin: text(imageUrlMaxLength(own), MESSAGES.imageUrlInvalid)
          .refine((url) => isAllowedSkinIcon(url, own), MESSAGES.imageUrlInvalid)
          .optional(),
        profileText: pageContent.optional(),
        nomeExibicao: displayNameOrNone.optional(),
      }),
      z
        .strictObject({ kind: z.literal('addPage'), nome: newPageName })
        .transform(({ kind, nome }) => ({ kind, nome: nome.nome, rotulo: nome.rotulo })),
      z.strictObject({ kind: z.literal('renamePage'), pageId: documentId, nome: pageLabel }),
      z.strictObject({ kind: z.literal('updatePage'), pageId: documentId, conteudo: pageContent }),
      z.strictObject({ kind: z.literal('movePage'), pageId: documentId, toIndex: position }),
      z.strictObject({ kind: z.literal('setMainPage'), pageId: documentId }),
      z.strictObject({ kind: z.literal('deletePage'), pageId: documentId }),
      z.strictObject({
        kind: z.literal('addContainer'),
        pageId: documentId,
        // A new container is named: an untitled one would only show as "container sem título".
        titulo: containerTitle.refine((value) => value !== '', MESSAGES.containerTitleRequired),
        tipo: z.enum(['cards', 'formulario', 'agenda', 'galeria', 'depoimentos'], { error: MESSAGES.invalidPayload }).optional(),
      }),
      z
        .strictObject({
          kind: z.literal('updateContainer'),
          containerId: documentId,
          titulo: containerTitle.optional(),
          iconUrl: imageUrl.optional(),
          assuntos: formSubjects.optional(),
          perguntas: perguntasFormulario.optional(),
          agenda: agendaSchema.optional(),
          galeria: galeriaSchemaOf(imageUrl).optional(),
          depoimentos: depoimentosSchema(imageUrl).optional(),
          ...scheduleShape,
        })
        .superRefine(refineSchedule),
      z.strictObject({ kind: z.literal('moveContainer'), pageId: documentId, containerId: documentId, toIndex: position }),
      z.strictObject({ kind: z.literal('placeContainer'), containerId: documentId, pageId: documentId }),
      z.strictObject({ kind: z.literal('unplaceContainer'), containerId: documentId, pageId: documentId }),
      z.strictObject({ kind: z.literal('deleteContainer'), containerId: documentId }),
      z.strictObject({ kind: z.literal('addCard'), containerId: documentId, card: cardFields }),
      z.strictObject({ kind: z.literal('updateCard'), cardId: documentId, card: cardFields }),
      z.strictObject({
        kind: z.literal('moveCard'),
        cardId: documentId,
        fromContainerId: documentId,
        toContainerId: documentId,
        toIndex: position,
      }),
      z.strictObject({ kind: z.literal('duplicateCard'), cardId: documentId, containerId: documentId }),
      z.strictObject({ kind: z.literal('deleteCard'), cardId: documentId }),
    ],
    { error: MESSAGES.invalidPayload },
  );
}

const schemaOf = (own: OwnImageAddresses) => z.strictObject({ skin: skinName, change: changeOf(own) });

export const EDIT_REFUSALS: Refusals<EditSkinRefusal> = {
  'skin-not-found': ['not-found', MESSAGES.skinNotFound],
  'rate-limited': ['resource-exhausted', MESSAGES.studioRateLimited],
  'page-not-found': ['not-found', MESSAGES.pageNotFound],
  'page-taken': ['already-exists', MESSAGES.pageNameTaken],
  'page-limit': ['resource-exhausted', MESSAGES.pageLimitReached],
  'main-page': ['failed-precondition', MESSAGES.mainPageUndeletable],
  'container-not-found': ['not-found', MESSAGES.containerNotFound],
  'container-not-on-page': ['failed-precondition', MESSAGES.containerNotOnPage],
  'container-already-on-page': ['already-exists', MESSAGES.containerAlreadyOnPage],
  'container-limit': ['resource-exhausted', MESSAGES.containerLimitReached],
  'form-already-on-page': ['already-exists', MESSAGES.formAlreadyOnPage],
  'form-holds-no-cards': ['failed-precondition', MESSAGES.formHoldsNoCards],
  'not-a-form': ['failed-precondition', MESSAGES.formSubjectsNotAForm],
  'questions-not-a-form': ['failed-precondition', MESSAGES.briefingNotAForm],
  'agenda-already-on-page': ['already-exists', MESSAGES.agendaAlreadyOnPage],
  'agenda-holds-no-cards': ['failed-precondition', MESSAGES.agendaHoldsNoCards],
  'not-an-agenda': ['failed-precondition', MESSAGES.agendaNotAnAgenda],
  'gallery-holds-no-cards': ['failed-precondition', MESSAGES.galleryHoldsNoCards],
  'not-a-gallery': ['failed-precondition', MESSAGES.galleryNotAGallery],
  'testimonials-hold-no-cards': ['failed-precondition', MESSAGES.depoimentosHoldNoCards],
  'not-testimonials': ['failed-precondition', MESSAGES.depoimentosNotTestimonials],
  'card-not-found': ['not-found', MESSAGES.cardNotFound],
  'card-not-in-container': ['failed-precondition', MESSAGES.cardNotInContainer],
  'card-limit': ['resource-exhausted', MESSAGES.cardLimitReached],
  'card-kind-fixed': ['failed-precondition', MESSAGES.cardKindMismatch],
  'add-on-unknown': ['invalid-argument', MESSAGES.addOnUnknown],
  'page-too-large': ['resource-exhausted', MESSAGES.pageTooLarge],
  'schedule-order': ['invalid-argument', MESSAGES.scheduleEndBeforeStart],
};

/** Kinds that create a document and so need a fresh id. */
const CREATING: ReadonlySet<SkinChange['kind']> = new Set(['addContainer', 'addCard', 'duplicateCard']);

/** Studio changes of one non-owner. */
const CHANGES = rateLimit('editSkinPerUser', 'edit-skin:{uid}');

export const editSkin = defineCallable({
  name: 'editSkin',
  // A data: URL from a client is not an image the pipeline made: only the demo's own store hands those out.
  payload: (deps) => schemaOf(deps.images.ownAddresses),
  who: 'signed-in',
  appCheck: 'limited-use',
  limits: [CHANGES],
  handler:
    (deps) =>
    async ({ caller, data }): Promise<EditSkinResult> => {
      const payload = data;
      const { uid, skinId } = await editableSkin(deps, caller, payload.skin);
      const outcome = await deps.store.editSkin({
        uid,
        skinId,
        change: payload.change,
        at: deps.now(),
        newId: CREATING.has(payload.change.kind) ? deps.newId() : '',
        ...(caller.admin ? {} : { rateLimit: limitOn(CHANGES, { uid: caller.uid }) }),
      });
      if (outcome.status === 'refused') refuse(...EDIT_REFUSALS[outcome.reason]);
      return { createdId: outcome.createdId };
    },
});
