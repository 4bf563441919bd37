import { useId } from 'react';
import { Link } from 'react-router-dom';
import '../../../shared/ui/unread-badge.css';
import { countText, type DrawerEntry, type MenuCounts } from '../menu-model';

/**
 * A menu entry with its count as a badge. The link's text stays its label (people and tests find
 * "CONTATOS" whatever the count); the count is its description, said in words ("3 mensagens não
 * lidas"), and the badge sits over the link's end without being part of it. Rendered inside an `li`.
 */
export function EntryLink({ entry, counts, onClick }: { entry: DrawerEntry; counts: MenuCounts; onClick?: () => void }) {
  const descriptionId = useId();
  const count = entry.counts ? counts[entry.counts] : 0;
  const text = entry.counts && count > 0 ? countText(entry.counts, count) : null;
  return (
    <>
      <Link to={entry.to} onClick={onClick} aria-describedby={text ? descriptionId : undefined}>
        {entry.label}
      </Link>
      {text && (
        <>
          <span className="unread-badge menu-count" aria-hidden="true">
            {text.shown}
          </span>
          <span id={descriptionId} hidden>
            {text.spoken}
          </span>
        </>
      )}
    </>
  );
}
