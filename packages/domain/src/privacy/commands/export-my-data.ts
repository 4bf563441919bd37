import { z } from 'zod';
import { MESSAGES } from '../../kernel/messages';
import {
  MY_DATA_FORMAT,
  MY_DATA_SECTIONS,
  MY_DATA_VERSION,
  withReadableDates,
  type MyDataExport,
  type MyDataSection,
  type StoredDocument,
} from '../personal-data';
import type { DocSnapshot } from '../../kernel/store/doc-port';
import { accountEmails, consumeLimits } from '../../handlers/request-context';
import type { ExportMyDataResult } from '../personal-data';
import { ipLimitsOn, limitOn, rateLimit } from '../../handlers/declared-limits';
import { defineCallable } from '../../handlers/define-callable';

const schema = z.strictObject({});

const stored = (doc: DocSnapshot): StoredDocument => ({
  caminho: doc.path,
  dados: withReadableDates(doc.data) as StoredDocument['dados'],
});

const EXPORTS = {
  perUser: rateLimit('exportMyDataPerUser', 'export-data:{uid}'),
  perIp: rateLimit('exportMyDataPerIp', 'export-data-ip:{ip}'),
};

/** **Baixar meus dados**: everything the site holds about the caller's account, as one file. */
export const exportMyData = defineCallable({
  name: 'exportMyData',
  payload: schema,
  who: 'signed-in',
  appCheck: 'required',
  // A blocked account still downloads its data, and so does one being deleted.
  serves: ['blocked', 'deleting'],
  limits: [EXPORTS.perUser, EXPORTS.perIp],
  handler:
    (deps) =>
    async ({ caller, ip }): Promise<ExportMyDataResult> => {
      // Taken before the reads: an export reads every document about the account.
      const at = deps.now();
      await consumeLimits(
        deps,
        [limitOn(EXPORTS.perUser, { uid: caller.uid }), ...ipLimitsOn(EXPORTS.perIp, ip, {})],
        MESSAGES.myDataRateLimited,
      );
      const emails = await accountEmails(deps, caller.uid);
      const sections = await deps.store.readPersonalData({ uid: caller.uid, emails });
      const secoes = Object.fromEntries(MY_DATA_SECTIONS.map((s) => [s, sections[s].map(stored)])) as Record<
        MyDataSection,
        StoredDocument[]
      >;
      const file: MyDataExport = {
        formato: MY_DATA_FORMAT,
        versao: MY_DATA_VERSION,
        geradoEm: new Date(at).toISOString(),
        conta: { uid: caller.uid, emails },
        secoes,
      };
      return file;
    },
});
