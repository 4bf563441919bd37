import { useEffect, useState } from 'react';
import { inboxOf, readingSide } from '@lab/domain/conversations';
import { SITE_NAME, SITE_OWNER_SKIN, type ChatDoc, type ConversaDoc } from '@lab/domain/kernel';
import { quickReplyValues } from '@lab/domain/quick-replies';
import { useBackend } from '../../../shared/backend/context';
import type { QuickReplySource } from './use-quick-reply-picker';

interface Viewer {
  uid: string;
  owner: boolean;
  skin: string;
}

/**
 * The inbox's skin as its visitors know it: its display name when the viewer's own skins hold it,
 * else its address's name (the site's own inbox: the site's name).
 */
function useInboxName(inbox: string | null, uid: string): string {
  const backend = useBackend();
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    if (inbox === null) return;
    let live = true;
    backend
      .listSkins(uid)
      .then((skins) => {
        const own = skins.find((skin) => skin.username === inbox);
        if (live && own?.nomeExibicao) setShown(own.nomeExibicao);
      })
      // Without her skins the address's name still reads well.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [backend, inbox, uid]);
  if (inbox === null) return '';
  return shown ?? (inbox === SITE_OWNER_SKIN ? SITE_NAME : inbox);
}

/**
 * What the composer's quick replies are filled with, for the inbox's side of a conversation only
 * (null for the visitor's, and while the conversation is unknown): the visitor's name as they gave
 * it (a signed-in visitor's, from their messages), the inbox's skin, the subject and today.
 */
export function useQuickReplySource(
  conversation: ConversaDoc | null | undefined,
  thread: readonly ChatDoc[],
  mine: (message: ChatDoc) => boolean,
  subject: string | null,
  viewer: Viewer,
): QuickReplySource | null {
  const inboxSide =
    conversation != null &&
    readingSide(conversation, { uid: viewer.uid, admin: viewer.owner, skin: viewer.skin }) === 'naoLidasLab';
  const skin = useInboxName(inboxSide ? inboxOf(conversation) : null, viewer.uid);
  if (!inboxSide) return null;
  // A signed-in visitor left no e-mail: their messages carry their account's name. An anonymous one's
  // messages are signed with the e-mail, which {nome} cuts down to its first part instead.
  const signedIn = conversation.email === '' ? thread.find((message) => !mine(message)) : undefined;
  const visitor = { nome: conversation.nome ?? signedIn?.nomeRemetente ?? null, email: conversation.email };
  return { values: () => quickReplyValues({ visitor, skin, assunto: subject ?? conversation.assunto, now: Date.now() }) };
}
