import { useId, useState } from 'react';
import { STATS_DAYS, type SkinDoc } from '@lab/domain/kernel';
import { useSession } from '../../../shared/session/session-store';
import { summaryCountry } from '../../../shared/stats/country-names';
import { VisitsFigures, VisitsSection } from '../../../shared/stats/VisitsFigures';
import { Field } from '../../../shared/ui/field';
import { Loading } from '../../../shared/ui/Loading';
import { useSkinVisits, type SkinSummaries } from '../hooks/use-skin-visits';
import { ClicksSection } from './ClicksSection';
import { useVisitSkins } from '../hooks/use-visit-skins';
import { VisitsBars } from './VisitsBars';
import { originLabel, pageLabel } from './visits-text';
import './visits.css';

/**
 * `menu/{userId}/visitas`: a creator's visits, one skin at a time (their own skins; owners, every
 * skin), starting with the skin in session. Only counts: no visitor is named anywhere here.
 */
export function VisitsScreen() {
  const authUser = useSession((s) => s.authUser);
  const authReady = useSession((s) => s.authReady);
  if (!authReady || !authUser) return <Loading />;
  return <VisitsOf uid={authUser.uid} admin={authUser.admin} />;
}

function VisitsOf({ uid, admin }: { uid: string; admin: boolean }) {
  const skins = useVisitSkins(uid, admin);
  const inSession = useSession((s) => s.stored.skinLogadoUser);
  const [chosen, setChosen] = useState<string | null>(null);
  const pickerId = useId();
  if (skins.status === 'loading') return <Loading text="Carregando dados..." />;
  if (skins.status === 'error') {
    return (
      <p className="list-state list-state--error" role="alert">
        Erro ao carregar suas skins.
      </p>
    );
  }
  const byName = (name: string | null) => skins.skins.find((s) => s.username === name);
  const skin = byName(chosen) ?? byName(inSession) ?? skins.skins[0];
  if (!skin) return <p className="list-state">Você ainda não tem uma skin.</p>;
  return (
    <div className="visits-screen">
      <Field id={pickerId} className="visits-screen__picker" label="Skin">
        {(control) => (
          <select {...control} className="neon-field" value={skin.username} onChange={(e) => setChosen(e.target.value)}>
            {skins.skins.map((s) => (
              <option key={`${s.idUser}/${s.id_skins}`} value={s.username}>
                {s.username}
              </option>
            ))}
          </select>
        )}
      </Field>
      <SkinVisits key={`${skin.idUser}/${skin.id_skins}`} skin={skin} />
    </div>
  );
}

function SkinVisits({ skin }: { skin: SkinDoc }) {
  return (
    <VisitsSection
      headingId="visits-title"
      title={`${skin.username}: últimos ${STATS_DAYS} dias`}
      state={useSkinVisits(skin)}
      errorText="Erro ao carregar as visitas."
      loadingText="Carregando dados..."
    >
      {(summary) => <VisitsBody skin={skin.username} summary={summary} />}
    </VisitsSection>
  );
}

function VisitsBody({ skin, summary }: { skin: string; summary: SkinSummaries }) {
  if (summary.totais.visitas === 0 && summary.totais.visualizacoes === 0 && summary.cliques.totais.cliques === 0) {
    return <p className="visits-screen__empty">Nenhuma visita nos últimos {STATS_DAYS} dias.</p>;
  }
  const noVisits = 'Nenhuma visita no período.';
  return (
    <>
      <VisitsFigures
        totals={[
          { label: 'Visitas', value: summary.totais.visitas },
          { label: 'Páginas vistas', value: summary.totais.visualizacoes },
        ]}
        chart={<VisitsBars skin={skin} dias={summary.dias} />}
        tops={[
          {
            id: 'visits-pages',
            title: 'Páginas mais vistas',
            counts: summary.paginas,
            label: pageLabel,
            empty: 'Nenhuma página vista no período.',
          },
          { id: 'visits-countries', title: 'Países', counts: summary.paises, label: summaryCountry, empty: noVisits },
          { id: 'visits-origins', title: 'De onde vieram', counts: summary.origens, label: originLabel, empty: noVisits },
        ]}
      />
      <ClicksSection skin={skin} cliques={summary.cliques} />
      <p className="visits-screen__note">
        Uma visita é a primeira página da skin que alguém abre no dia. Suas próprias visitas e cliques, com sua conta, não contam.
      </p>
    </>
  );
}
