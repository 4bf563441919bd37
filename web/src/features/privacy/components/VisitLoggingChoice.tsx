import { useState } from 'react';
import { readVisitConsent, setVisitOptOut } from '../../../shared/privacy/visit-consent';
import { ClientOnly } from '../../../shared/ui/ClientOnly';
import { Choice } from '../../../shared/ui/field';

/** **Não registrar minhas visitas**: this browser's choice, and what Global Privacy Control already says. */
export function VisitLoggingChoice() {
  return (
    <section aria-labelledby="privacidade-visitas">
      <h2 id="privacidade-visitas">Registro das suas visitas</h2>
      <p>
        Um navegador que envia o sinal Global Privacy Control (GPC) nunca tem as visitas registradas. Em qualquer outro, você
        escolhe aqui; a escolha vale para este navegador.
      </p>
      <ClientOnly>
        <OptOut />
      </ClientOnly>
    </section>
  );
}

function OptOut() {
  const [consent, setConsent] = useState(readVisitConsent);
  if (consent.gpc) return <p role="status">Seu navegador envia GPC: suas visitas não são registradas.</p>;
  return (
    <p>
      <Choice className="privacy__choice" label="Não registrar minhas visitas">
        {(control) => (
          <input
            {...control}
            type="checkbox"
            checked={consent.optedOut}
            onChange={(event) => {
              setVisitOptOut(event.target.checked);
              setConsent(readVisitConsent());
            }}
          />
        )}
      </Choice>
    </p>
  );
}
