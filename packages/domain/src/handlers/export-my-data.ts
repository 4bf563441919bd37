import { z } from 'zod';
import { MESSAGES } from '../messages';
import {
  MY_DATA_FORMAT,
  MY_DATA_SECTIONS,
  MY_DATA_VERSION,
  withReadableDates,
  type MyDataExport,
  type MyDataSection,
  type StoredDocument,
} from '../personal-data';
import { RATE_LIMITS } from '../constants';
import type { DocSnapshot } from '../store/doc-port';
import { parsePayload } from './schemas';
import { accountEmails, consumeLimits, ipLimits, requireCaller } from './request-context';
import type { Handler, HandlerDeps } from './handler-types';

const schema = z.strictObject({});

const stored = (doc: DocSnapshot): StoredDocument => ({
  caminho: doc.path,
  dados: withReadableDates(doc.data) as StoredDocument['dados'],
});

/** **Baixar meus dados**: everything the site holds about the caller's account, as one file. */
export function exportMyData(deps: HandlerDeps): Handler<'exportMyData'> {
  return async ({ caller: maybeCaller, ip, data }) => {
    const caller = requireCaller(maybeCaller);
    parsePayload(schema, data);
    // Taken before the reads: an export reads every document about the account.
    const at = deps.now();
    await consumeLimits(
      deps,
      [
        { key: `export-data:${caller.uid}`, ...RATE_LIMITS.exportMyDataPerUser },
        ...ipLimits(ip, (client) => `export-data-ip:${client}`, RATE_LIMITS.exportMyDataPerIp),
      ],
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
  };
}
