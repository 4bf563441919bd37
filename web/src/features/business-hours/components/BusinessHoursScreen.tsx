import { useId, useState } from 'react';
import { SITE_OWNER_SKIN } from '@lab/domain/kernel';
import { useSession } from '../../../shared/session/session-store';
import { Field } from '../../../shared/ui/field';
import { Loading } from '../../../shared/ui/Loading';
import { useHoursInboxes } from '../hooks/use-hours-inboxes';
import { HoursForm } from './HoursForm';
import './business-hours.css';

/**
 * `menu/{userId}/horario`: HORÁRIO DE ATENDIMENTO, one inbox at a time (her skins; owners, the
 * site's own inbox too), starting with the skin in session.
 */
export function BusinessHoursScreen() {
  const authUser = useSession((s) => s.authUser);
  const authReady = useSession((s) => s.authReady);
  if (!authReady || !authUser) return <Loading />;
  return <HoursOf uid={authUser.uid} admin={authUser.admin} />;
}

const inboxLabel = (inbox: string) => (inbox === SITE_OWNER_SKIN ? 'lab (caixa do site)' : inbox);

function HoursOf({ uid, admin }: { uid: string; admin: boolean }) {
  const [version, setVersion] = useState(0);
  const state = useHoursInboxes(uid, admin, version);
  const inSession = useSession((s) => s.stored.skinLogadoUser);
  const [chosen, setChosen] = useState<string | null>(null);
  const pickerId = useId();
  if (state.status === 'loading') return <Loading text="Carregando dados..." />;
  if (state.status === 'error') {
    return (
      <p className="list-state list-state--error" role="alert">
        Erro ao carregar o horário de atendimento.
      </p>
    );
  }
  const has = (name: string | null): name is string => name !== null && state.inboxes.includes(name);
  const inbox = has(chosen) ? chosen : has(inSession) ? inSession : state.inboxes[0];
  if (!inbox) return <p className="list-state">Você ainda não tem uma skin.</p>;
  return (
    <div className="business-hours">
      {state.inboxes.length > 1 ? (
        <Field id={pickerId} label="Skin">
          {(control) => (
            <select {...control} className="neon-field" value={inbox} onChange={(e) => setChosen(e.target.value)}>
              {state.inboxes.map((name) => (
                <option key={name} value={name}>
                  {inboxLabel(name)}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        <p className="business-hours__inbox">Skin: {inboxLabel(inbox)}</p>
      )}
      <HoursForm key={inbox} inbox={inbox} saved={state.saved.get(inbox) ?? null} onSaved={() => setVersion((v) => v + 1)} />
    </div>
  );
}
