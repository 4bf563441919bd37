import type { SaveState } from '../hooks/use-studio';

function textOf(save: SaveState): string {
  switch (save.status) {
    case 'idle':
      return 'Cada mudança é salva assim que você a faz.';
    case 'saving':
      return `Salvando: ${save.what}...`;
    case 'saved':
      return `Salvo: ${save.what}.`;
    case 'refused':
      return `Não salvo: ${save.what}. ${save.reason}`;
  }
}

/** The one line that says what happened to the last change, read out politely by screen readers. */
export function SaveStatus({ save }: { save: SaveState }) {
  return (
    <p className={`studio-status studio-status--${save.status}`} role="status" aria-label="Salvamento">
      <span className="studio-status__dot" aria-hidden="true" />
      {textOf(save)}
    </p>
  );
}
