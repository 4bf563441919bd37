import type { AgendaService } from '@lab/domain/agenda';
import { depositText, durationText, priceText } from '../booking-format';

/** A service as the page lists it: its name, then "30 min · R$ 150,00" and its deposit when asked. */
export function ServiceSummary({ service }: { service: AgendaService }) {
  const details = [durationText(service.duracaoMin), service.precoCentavos ? priceText(service.precoCentavos) : null];
  return (
    <>
      <span className="booking__service-name">{service.nome}</span>
      <span className="booking__service-details">{details.filter(Boolean).join(' · ')}</span>
      {service.sinalCentavos ? <span className="booking__service-deposit">{depositText(service.sinalCentavos)}</span> : null}
    </>
  );
}

/**
 * Her services, each a button to pick it. The server draws this list into the page, so it reads
 * before any code arrives; the first touch brings the rest.
 */
export function ServiceList({ services, choose }: { services: readonly AgendaService[]; choose: (id: string) => void }) {
  return (
    <ul className="booking__services" aria-label="Serviços">
      {services.map((service) => (
        <li key={service.id}>
          <button type="button" className="booking__service" onClick={() => choose(service.id)}>
            <ServiceSummary service={service} />
          </button>
        </li>
      ))}
    </ul>
  );
}
