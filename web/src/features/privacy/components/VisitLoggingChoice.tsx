import { useId, useState } from 'react';
import { readVisitConsent, setVisitOptOut } from '../../../shared/privacy/visit-consent';
import { ClientOnly } from '../../../shared/ui/ClientOnly';

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
        <Choice />
      </ClientOnly>
    </section>
  );
}

function Choice() {
  const [consent, setConsent] = useState(readVisitConsent);
  const id = useId();
  if (consent.gpc) return <p role="status">Seu navegador envia GPC: suas visitas não são registradas.</p>;
  return (
    <p className="privacy__choice">
      <input
        id={id}
        type="checkbox"
        checked={consent.optedOut}
        onChange={(event) => {
          setVisitOptOut(event.target.checked);
          setConsent(readVisitConsent());
        }}
      />
      <label htmlFor={id}>Não registrar minhas visitas</label>
    </p>
  );
}
