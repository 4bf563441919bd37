import { useSession } from '../../../shared/session/session-store';
import { Loading } from '../../../shared/ui/Loading';
import { useContacts } from '../hooks/use-contacts';
import { ContactRow } from './ContactRow';
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
  if (state.status === 'loading') return <Loading text="Carregando contatos..." />;
  if (state.status === 'error') {
    return (
      <p className="menu-state menu-state--error" role="alert">
        Erro ao carregar contatos.
      </p>
    );
  }
  if (state.contacts.length === 0) return <p className="menu-state">Não há contatos.</p>;
  const basePath = `/menu/${encodeURIComponent(uid)}/contatos`;
  return (
    <ul className="contacts" aria-label="Contatos">
      {state.contacts.map((contact) => (
        <ContactRow key={contact.idContato} contact={contact} basePath={basePath} showBoth={admin} skin={skin} />
      ))}
    </ul>
  );
}
