import { isFormContainer } from '@lab/domain/studio';
import { MESSAGES } from '@lab/domain/kernel';
import { containerActions } from '../studio-actions';
import { containerLabel, pageHasForm, type StudioContainer, type StudioPage } from '../studio-model';
import { deletionItem } from './deletion-item';
import { MoreMenu } from './MoreMenu';
import { useStudioContext } from './studio-context';

/** Containers on no page (taken off their last one): put back here, or deleted for good. */
export function LooseContainers({ page, containers }: { page: StudioPage; containers: StudioContainer[] }) {
  const context = useStudioContext();
  const { change, site } = context;
  // A page has at most one form: a loose form cannot go back onto a page that has one.
  const formTaken = pageHasForm(site, page);
  return (
    <div className="studio-loose">
      <h4>Fora de todas as páginas</h4>
      <ul className="studio-list" aria-label="Containers fora das páginas">
        {containers.map((container) => {
          const label = containerLabel(container);
          const blocked = formTaken && isFormContainer(container);
          const whyId = `loose-why-${container.id_container}`;
          return (
            <li key={container.id_container} className="studio-item">
              <div className="studio-item__row">
                <span className="studio-item__main studio-item__main--static studio-item__title">{label}</span>
                <div className="studio-item__actions">
                  <button
                    type="button"
                    className="neon-button studio-small"
                    disabled={blocked}
                    aria-describedby={blocked ? whyId : undefined}
                    onClick={() => void change(containerActions.place(page, container))}
                  >
                    Colocar nesta página <span className="visually-hidden">: {label}</span>
                  </button>
                  <MoreMenu
                    label={label}
                    items={[deletionItem(context, containerActions.delete(container, null), 'containers-heading')]}
                  />
                </div>
              </div>
              {blocked && (
                <p id={whyId} className="studio-hint">
                  {MESSAGES.formAlreadyOnPage}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
