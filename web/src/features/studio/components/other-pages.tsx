import { isFormContainer } from '@lab/domain/studio';
import { containerActions } from '../studio-actions';
import { containerLabel, pageHasForm, pageLabel, pagesHolding, type StudioContainer, type StudioPage } from '../studio-model';
import type { MoreMenuItem } from './MoreMenu';
import type { StudioContextValue } from './studio-context';

/** "Também em 2 outras páginas", or nothing for a container on this page alone. */
export function alsoOnOtherPages(site: StudioContextValue['site'], container: StudioContainer): string | null {
  const others = pagesHolding(site, container.id_container).size - 1;
  if (others < 1) return null;
  return `Também em ${others} outra${others > 1 ? 's' : ''} página${others > 1 ? 's' : ''}`;
}

/**
 * For the container's "⋯": show it on one more page as well, or move it there (on the other page,
 * off this one), one item per page that may take it.
 */
export function otherPagesItems(context: StudioContextValue, page: StudioPage, container: StudioContainer): MoreMenuItem[] {
  const { site, change, keepFocus } = context;
  const holding = pagesHolding(site, container.id_container);
  // A contact form goes only where there is none yet: a page holds one at most.
  const form = isFormContainer(container);
  const others = site.paginas.filter((p) => !holding.has(p.id_pagina) && !(form && pageHasForm(site, p)));
  const label = containerLabel(container);
  return others.flatMap((other) => {
    const place = () => change(containerActions.place(other, container));
    const move = async () => {
      if (!(await place()).ok) return;
      keepFocus('containers-heading');
      await change(containerActions.leave(page, container, other));
    };
    const name = pageLabel(other);
    return [
      {
        key: `also:${other.id_pagina}`,
        label: (
          <>
            Mostrar também em {name} <span className="visually-hidden">: {label}</span>
          </>
        ),
        onSelect: () => void place(),
      },
      {
        key: `move:${other.id_pagina}`,
        label: (
          <>
            Mover para {name} <span className="visually-hidden">: {label}</span>
          </>
        ),
        onSelect: () => void move(),
      },
    ];
  });
}
