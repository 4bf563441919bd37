import { useId, useState } from 'react';
import { isFormContainer } from '@lab/domain';
import { containerActions } from '../studio-actions';
import { containerLabel, pageHasForm, pageLabel, pagesHolding, type StudioContainer, type StudioPage } from '../studio-model';
import { useStudioContext } from './studio-context';

/** Shows a container on one more page, or moves it there (on the other page, off this one). */
export function OtherPages({ page, container }: { page: StudioPage; container: StudioContainer }) {
  const { site, change, keepFocus } = useStudioContext();
  const holding = pagesHolding(site, container.id_container);
  // A contact form goes only where there is none yet: a page holds one at most.
  const form = isFormContainer(container);
  const others = site.paginas.filter((p) => !holding.has(p.id_pagina) && !(form && pageHasForm(site, p)));
  const [target, setTarget] = useState('');
  const id = useId();
  if (others.length === 0) return null;
  const chosen = others.find((p) => p.id_pagina === target) ?? others[0];
  if (!chosen) return null;
  const label = containerLabel(container);
  const also = holding.size > 1 ? ` (também em ${holding.size - 1} outra${holding.size > 2 ? 's' : ''})` : '';

  const place = () => change(containerActions.place(chosen, container));
  const move = async () => {
    if (!(await place()).ok) return;
    keepFocus('containers-heading');
    await change(containerActions.leave(page, container, chosen));
  };

  return (
    <div className="studio-inline">
      <label htmlFor={id}>Outra página{also}</label>
      <select id={id} className="neon-field" value={chosen.id_pagina} onChange={(e) => setTarget(e.target.value)}>
        {others.map((p) => (
          <option key={p.id_pagina} value={p.id_pagina}>
            {pageLabel(p)}
          </option>
        ))}
      </select>
      <button type="button" className="neon-button studio-small" onClick={() => void place()}>
        Mostrar também <span className="visually-hidden">{label} nessa página</span>
      </button>
      <button type="button" className="neon-button studio-small" onClick={() => void move()}>
        Mover <span className="visually-hidden">{label} para essa página</span>
      </button>
    </div>
  );
}
