import { useId, useState } from 'react';
import { containersOf, pageLabel, unplacedContainers, type StudioPage } from '../studio-model';
import { ContainerItem } from './ContainerItem';
import { LooseContainers } from './LooseContainers';
import { NewContainerForm } from './NewContainerForm';
import { useStudioContext } from './studio-context';
import type { Editing } from './studio-editing';

/** The selected page's containers, in the order visitors see them, each with its cards. */
export function ContainersPanel({ page }: { page: StudioPage }) {
  const { site } = useStudioContext();
  const [editing, setEditing] = useState<Editing>(null);
  const titleId = useId();
  const containers = containersOf(site, page);
  const label = pageLabel(page);
  const loose = unplacedContainers(site);

  return (
    <section className="studio-panel" aria-labelledby={titleId}>
      <h3 id={titleId} tabIndex={-1} data-focus="containers-heading">
        Containers da página {label}
      </h3>
      {containers.length === 0 ? (
        <p className="studio-hint">Esta página ainda não tem containers. Crie o primeiro abaixo.</p>
      ) : (
        <ul className="studio-list" aria-label={`Containers da página ${label}`}>
          {containers.map((container, index) => (
            <ContainerItem
              key={container.id_container}
              page={page}
              container={container}
              index={index}
              count={containers.length}
              editing={editing}
              setEditing={setEditing}
            />
          ))}
        </ul>
      )}
      <NewContainerForm page={page} />
      {loose.length > 0 && <LooseContainers page={page} containers={loose} />}
    </section>
  );
}
