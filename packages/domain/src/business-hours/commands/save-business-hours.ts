/**
 * A creator sets her inbox's hours, its automatic texts and whether her notices wait for her hours;
 * an owner may set the site's own inbox (`lab`) too. Only her own skin, answered the same whether
 * it is absent or someone else's, and an owner gets no exception for a creator's skin: the hours
 * are the creator's to keep.
 */
import { MESSAGES } from '../../kernel/messages';
import { SITE_OWNER_SKIN } from '../../kernel/constants';
import { refuse } from '../../kernel/commands/refusals';
import { limitOn, rateLimit } from '../../handlers/declared-limits';
import { defineCallable } from '../../handlers/define-callable';
import type { AtendimentoDoc } from '../atendimento';
import { businessHoursSchema } from './business-hours-schema';

const SAVES = rateLimit('saveBusinessHoursPerUser', 'save-business-hours:{uid}');

export interface SaveBusinessHoursResult {
  saved: true;
}

export const saveBusinessHours = defineCallable({
  name: 'saveBusinessHours',
  payload: businessHoursSchema,
  who: 'signed-in',
  appCheck: 'required',
  limits: [SAVES],
  handler:
    (deps) =>
    async ({ caller, data }): Promise<SaveBusinessHoursResult> => {
      const name = data.skin.trim();
      let inbox: { chave: string; uids: string[] };
      if (name === SITE_OWNER_SKIN) {
        if (!caller.admin) refuse('not-found', MESSAGES.skinNotFound);
        inbox = { chave: SITE_OWNER_SKIN, uids: [] };
      } else {
        const found = await deps.store.findSkin(name);
        if (!found || found.uid !== caller.uid) refuse('not-found', MESSAGES.skinNotFound);
        inbox = { chave: found.skin.username, uids: [found.uid] };
      }
      const doc: AtendimentoDoc = {
        ...inbox,
        ativo: data.ativo,
        fusoHorario: data.fusoHorario,
        semana: data.semana,
        foraDoHorario: data.foraDoHorario.trim(),
        confirmacao: data.confirmacao.trim(),
        silencioso: data.silencioso,
        atualizadoEm: deps.now(),
      };
      const outcome = await deps.store.saveBusinessHours({ doc, rateLimit: limitOn(SAVES, { uid: caller.uid }) });
      if (outcome.status === 'rate-limited') refuse('resource-exhausted', MESSAGES.hoursRateLimited);
      return { saved: true };
    },
});
