import { useSession } from '../../../shared/session/session-store';
import { LiveList } from '../../../shared/ui/LiveList';
import { useContacts } from '../hooks/use-contacts';
import { unreadFor } from '@lab/domain/conversations';
import { ContactRow } from './ContactRow';
import { LeadPipeline } from './LeadPipeline';
import { inboxSkinOf } from '../hooks/use-inbox-leads';
import './contacts.css';

/** `menu/{userId}/contatos`: the live contacts list, newest first. */
export function ContactsScreen() {
  const authUser = useSession((s) => s.authUser);
  const skin = useSession((s) => s.stored.skinLogadoUser) ?? '';
  if (!authUser) return null;
  return <ContactsList uid={authUser.uid} admin={authUser.admin} skin={skin} />;
}

function ContactsList({ uid, admin, skin }: { uid: string; admin: boolean; skin: string }) {
  const state = useContacts({ uid, admin, skin });
  return (
    <LiveList state={state} loading="Carregando contatos..." failed="Erro ao carregar contatos." empty="Não há contatos.">
      {(contacts) => (
        <>
          <LeadPipeline contacts={contacts} userId={uid} inbox={inboxSkinOf({ admin, skin })} />
          <ul className="plain-list" aria-label="Contatos">
            {contacts.map((contact) => (
              <ContactRow
                key={contact.idContato}
                contact={contact}
                userId={uid}
                showBoth={admin}
                skin={skin}
                unread={unreadFor(contact, { uid, admin, skin })}
              />
            ))}
          </ul>
        </>
      )}
    </LiveList>
  );
}
