/** The name and photo a lab message is signed with, and the name a claim of the site's conversation shows. */
import { DEFAULT_AVATAR } from '../../kernel/constants';
import { givenNameOf } from '../../kernel/identity';
import type { Caller, Participante } from '../../kernel/types';
import type { HandlerDeps } from '../../handlers/handler-types';

/**
 * Who wrote a lab message: the owner at the keyboard, by the name and photo Google gave their account
 * (never the token's, which its user may edit), while the message stays the lab's side.
 */
export async function labAuthor(deps: HandlerDeps, caller: Caller, lab: Participante): Promise<{ nome: string; foto: string }> {
  if (lab.uid === caller.uid) return lab;
  const user = await deps.store.getUser(caller.uid);
  if (user?.nomeGoogle) return { nome: user.nomeGoogle, foto: user.picGoogle || DEFAULT_AVATAR };
  const google = await deps.accounts.googleProfile(caller.uid);
  return { nome: givenNameOf(google?.name ?? '') || lab.nome, foto: google?.picture || DEFAULT_AVATAR };
}
