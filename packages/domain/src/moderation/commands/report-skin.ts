import { z } from 'zod';
import { isValidSkinName } from '../../kernel/validation';
import { MESSAGES } from '../../kernel/messages';
import { MOTIVO_KEYS, REPORT_TEXT_MAX_LENGTH, type DenunciaDoc } from '../moderation';
import { SITE_OWNER_SKIN } from '../../kernel/constants';
import { text } from '../../kernel/commands/schemas';
import { ipLimitKey } from '../../handlers/request-context';
import { skinName } from '../../skins';
import { refuse, type Refusals } from '../../kernel/commands/refusals';
import type { OpenReportOutcome } from '../store/moderation-port';
import type { ModerationOk } from '../moderation';
import { ipLimitsOn, limitOn, rateLimit } from '../../handlers/declared-limits';
import { defineCallable } from '../../handlers/define-callable';

const schema = z.strictObject({
  skin: skinName,
  motivo: z.enum(MOTIVO_KEYS, { error: MESSAGES.reportReasonInvalid }),
  // Room for the spaces trimmed away; the trimmed text's length is checked below.
  texto: text(REPORT_TEXT_MAX_LENGTH * 2, MESSAGES.reportTextTooLong, MESSAGES.reportTextRequired),
});

const REFUSALS: Refusals<Exclude<OpenReportOutcome, 'opened'>> = {
  'skin-not-found': ['not-found', MESSAGES.skinNotFound],
  'rate-limited': ['resource-exhausted', MESSAGES.reportRateLimited],
  'already-reported': ['resource-exhausted', MESSAGES.reportAlreadySent],
};

const REPORTS = {
  perIp: rateLimit('reportPerIp', 'report-ip:{ip}'),
  perUser: rateLimit('reportPerUser', 'report:{uid}'),
  /** `reporter`: the account's uid, or `ip:{ip}` for a visitor. */
  perSkin: rateLimit('reportPerSkin', 'report-skin:{reporter}@{skin}'),
};

/**
 * Anyone, signed in or not, reports a skin published on the site's domain. The site's own skin, a
 * skin that does not exist and one already hidden all answer "Skin não encontrada.", so a report
 * learns nothing a public page would not say. The reporter's IP never reaches the report: only the
 * limits' keys hold it, and they expire.
 */
export const reportSkin = defineCallable({
  name: 'reportSkin',
  payload: schema,
  who: 'anyone',
  appCheck: 'limited-use',
  limits: [REPORTS.perIp, REPORTS.perUser, REPORTS.perSkin],
  handler:
    (deps) =>
    async ({ caller, ip, data }): Promise<ModerationOk> => {
      const payload = data;
      const texto = payload.texto.trim();
      if (texto === '') refuse('invalid-argument', MESSAGES.reportTextRequired);
      if (texto.length > REPORT_TEXT_MAX_LENGTH) refuse('invalid-argument', MESSAGES.reportTextTooLong);
      const client = ipLimitKey(ip);
      const at = deps.now();
      const limits = [...ipLimitsOn(REPORTS.perIp, ip, {}), ...(caller ? [limitOn(REPORTS.perUser, { uid: caller.uid })] : [])];
      // Checked before any other read, and counted with the report itself, so a refusal writes nothing.
      for (const limit of limits)
        if (!(await deps.store.hasRoom(limit, at))) refuse('resource-exhausted', MESSAGES.reportRateLimited);
      const name = payload.skin.trim();
      if (name.toLowerCase() === SITE_OWNER_SKIN || !isValidSkinName(name)) refuse('not-found', MESSAGES.skinNotFound);
      const found = await deps.store.findSkin(name);
      if (!found || found.skin.oculta) refuse('not-found', MESSAGES.skinNotFound);
      const reporter = caller ? caller.uid : `ip:${client}`;
      const doc: DenunciaDoc = {
        skin: found.skin.username,
        motivo: payload.motivo,
        texto,
        criadaEm: at,
        estado: 'aberta',
        skinOculta: false,
        ...(caller ? { reporterUid: caller.uid } : {}),
      };
      const outcome = await deps.store.openReport({
        uid: found.uid,
        skinId: found.skinId,
        id: deps.newId(),
        doc,
        limits,
        perSkinLimit: limitOn(REPORTS.perSkin, { reporter, skin: found.skin.username.toLowerCase() }),
        at,
      });
      if (outcome !== 'opened') refuse(...REFUSALS[outcome]);
      return { ok: true };
    },
});
