/**
 * Whose inbox a contact form's message goes to: the site's own (the skin `lab`, held by an owner), or
 * the creator of the skin whose form was used; and which subjects that form offers.
 */
import { DEFAULT_AVATAR, SITE_OWNER_SKIN, SUBJECTS } from '../../kernel/constants';
import { MESSAGES } from '../../kernel/messages';
import type { Participante, PerguntaFormulario } from '../../kernel/types';
import type { SkinDoc } from '../../skins';
import { publishedPaths } from '../../published';
import { parseEntity } from '../../store/entities';
import type { HandlerDeps } from '../../handlers/handler-types';
import { refuse } from '../../kernel/commands/refusals';

/** A recipient, and the subjects its form accepts. */
export interface ContactInbox {
  participant: Participante;
  subjects: ReadonlySet<string>;
  /** Her own questions on that form (briefing), in her order: what its answers are checked against. */
  questions: readonly PerguntaFormulario[];
}

interface FormOffer {
  subjects: ReadonlySet<string>;
  questions: readonly PerguntaFormulario[];
}

/** The site's own spec form: its fixed subjects, and no questions. */
const SITE_FORM: FormOffer = { subjects: new Set(SUBJECTS), questions: [] };

async function participantOf(deps: HandlerDeps, skin: SkinDoc): Promise<Participante> {
  const user = await deps.store.getUser(skin.idUser);
  return {
    chave: skin.username,
    uid: skin.idUser,
    nome: user?.nomeGoogle || skin.username,
    foto: user?.picGoogle || skin.iconSkin || DEFAULT_AVATAR,
    email: null,
  };
}

/**
 * The site's inbox: the skin named `lab`, and only while an owner holds it. A name alone proves
 * nothing (an account could have taken it before names were reserved), so the holder's `admin`
 * claim is checked too; otherwise nothing is delivered and nothing written.
 */
async function siteInbox(deps: HandlerDeps): Promise<Participante> {
  const skin = await deps.store.findSkinByUsername(SITE_OWNER_SKIN);
  if (!skin) {
    deps.logger?.error('sendContactMessage: the site owner skin does not exist', { skin: SITE_OWNER_SKIN });
    refuse('failed-precondition', MESSAGES.internal);
  }
  if (!(await deps.accounts.isOwner(skin.idUser))) {
    deps.logger?.error('sendContactMessage: the site owner skin belongs to an account that is not an owner', {
      skin: SITE_OWNER_SKIN,
      uid: skin.idUser,
    });
    refuse('failed-precondition', MESSAGES.internal);
  }
  return participantOf(deps, skin);
}

/** The creator of a skin as a participant; a skin that does not exist gets the absent form's answer. */
async function creatorOf(deps: HandlerDeps, destino: string): Promise<Participante> {
  const skin = await deps.store.findSkinByUsername(destino);
  if (!skin) refuse('not-found', MESSAGES.contactFormNotFound);
  return participantOf(deps, skin);
}

/**
 * The subjects and questions of the form on a published page: what visitors see is what is accepted,
 * so a form taken off the page takes no more messages. A skin, page or form that does not exist gets one answer.
 */
async function formOffer(deps: HandlerDeps, skin: string, pagina: string): Promise<FormOffer> {
  const stored = await deps.store.getPublished(publishedPaths.page(skin, pagina));
  const page = stored === null ? null : parseEntity('paginasPublicadas', stored);
  const form = page?.ok ? page.data.containers.find((c) => c.tipo === 'formulario') : undefined;
  if (!form) refuse('not-found', MESSAGES.contactFormNotFound);
  return { subjects: new Set(form.assuntos ?? []), questions: form.perguntas ?? [] };
}

/**
 * The inbox a message is for: `destino` names a creator's skin, absent (or the site's own skin) the
 * site's. `pagina` names the page whose form was used; the site's own spec form has none and takes
 * the site's subjects.
 */
export async function contactInbox(deps: HandlerDeps, destino: string, pagina: string): Promise<ContactInbox> {
  const site = destino === '' || destino === SITE_OWNER_SKIN;
  if (!site && pagina === '') refuse('invalid-argument', MESSAGES.invalidPayload);
  const offer = pagina === '' ? SITE_FORM : await formOffer(deps, site ? SITE_OWNER_SKIN : destino, pagina);
  const participant = site ? await siteInbox(deps) : await creatorOf(deps, destino);
  return { participant, ...offer };
}
