import { useDraftFields } from '../drafts/drafts';
import type { SaveState } from '../hooks/use-studio';

function textOf(save: SaveState): string {
  switch (save.status) {
    case 'idle':
      return 'Tema, páginas e containers são salvos na hora; cards, ícone e texto do perfil, ao tocar em Salvar.';
    case 'saving':
      return `Salvando: ${save.what}...`;
    case 'saved':
      return `Salvo: ${save.what}.`;
    case 'uploaded':
      return `Imagem enviada: ${save.what.replace(/^Imagem /, '')}. Ela aparece na skin depois de Salvar.`;
    case 'refused':
      return `Não salvo: ${save.what}. ${save.reason}`;
  }
}

/**
 * The one line that says what happened to the last change, read out politely by screen readers, and
 * whether typed changes still wait for their Salvar (kept meanwhile as drafts in this browser).
 */
export function SaveStatus({ save, skin }: { save: SaveState; skin: string }) {
  const drafts = useDraftFields(skin).length;
  return (
    <>
      <p className={`studio-status studio-status--${save.status}`} role="status" aria-label="Salvamento">
        <span className="studio-status__dot" aria-hidden="true" />
        {textOf(save)}
      </p>
      {drafts > 0 && (
        <p className="studio-status__drafts" role="status" aria-label="Rascunhos">
          {drafts === 1
            ? 'Há 1 rascunho ainda não salvo, guardado neste aparelho.'
            : `Há ${drafts} rascunhos ainda não salvos, guardados neste aparelho.`}
        </p>
      )}
    </>
  );
}
