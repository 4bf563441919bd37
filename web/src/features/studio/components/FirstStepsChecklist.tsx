import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { DEFAULT_AVATAR, MAIN_PAGE_CONTENT, type SkinSite } from '@lab/domain/kernel';
import { isFormContainer } from '@lab/domain/studio';
import { useAppPaths } from '../../../shared/routes/app-paths';
import './first-steps.css';

const KEY = (skin: string) => `primeiros-passos:${skin}`;

function storedOpen(skin: string): boolean {
  try {
    return localStorage.getItem(KEY(skin)) === 'aberto';
  } catch {
    return false;
  }
}

function remember(skin: string, open: boolean): void {
  try {
    if (open) localStorage.setItem(KEY(skin), 'aberto');
    else localStorage.removeItem(KEY(skin));
  } catch {
    // A browser that keeps nothing shows the list for this visit only.
  }
}

/** What a new page still lacks, each checked from the skin as it is stored. */
function stepsOf(site: SkinSite, shared: boolean) {
  const main = site.paginas.find((p) => p.is_main);
  return [
    {
      id: 'foto',
      text: 'Adicione sua foto (Ícone da skin)',
      done: site.skin.iconSkin !== '' && site.skin.iconSkin !== DEFAULT_AVATAR,
    },
    {
      id: 'texto',
      text: 'Escreva um texto de apresentação',
      done: Boolean(main?.conteudo) && main?.conteudo !== MAIN_PAGE_CONTENT,
    },
    { id: 'card', text: 'Crie o primeiro card', done: site.cards.length > 0 },
    { id: 'formulario', text: 'Ponha um formulário de contato', done: site.containers.some(isFormContainer) },
    { id: 'compartilhar', text: 'Compartilhe o seu link', done: shared },
  ];
}

/**
 * The studio's short list for someone who has just made her page: photo, text, first card, contact
 * form, and her link to copy or share. Shown from the first screens on, until she hides it.
 */
export function FirstStepsChecklist({ skin, site }: { skin: string; site: SkinSite }) {
  const appPaths = useAppPaths();
  const location = useLocation();
  const arrived = (location.state as { primeirosPassos?: boolean } | null)?.primeirosPassos === true;
  const [open, setOpen] = useState(() => {
    if (arrived) remember(skin, true);
    return arrived || storedOpen(skin);
  });
  const [shared, setShared] = useState<'copiado' | 'compartilhado' | null>(null);
  if (!open) return null;
  const link = new URL(appPaths.skinHome(skin), window.location.origin).href;
  const steps = stepsOf(site, shared !== null);
  const done = steps.filter((s) => s.done).length;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setShared('copiado');
    } catch {
      // Without clipboard access the link stays on screen, selectable.
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: site.skin.nomeExibicao || skin, url: link });
      setShared('compartilhado');
    } catch {
      // Cancelled by her, or refused by the browser: nothing to say.
    }
  };
  return (
    <section className="first-steps" aria-labelledby="first-steps-title">
      <h3 id="first-steps-title">
        Primeiros passos{' '}
        <span className="first-steps__count">
          ({done} de {steps.length})
        </span>
      </h3>
      <ul className="first-steps__list">
        {steps.map((step) => (
          <li key={step.id} className={step.done ? 'first-steps__done' : undefined}>
            <span aria-hidden="true">{step.done ? '✓' : '○'}</span> {step.text}
            {step.done ? <span className="visually-hidden"> (feito)</span> : null}
          </li>
        ))}
      </ul>
      <p className="first-steps__link">
        <a href={link} target="_blank" rel="noopener">
          {link}
        </a>
      </p>
      <div className="first-steps__actions">
        <button type="button" className="neon-button" onClick={() => void copy()}>
          Copiar link
        </button>
        {typeof navigator.share === 'function' ? (
          <button type="button" className="neon-button" onClick={() => void share()}>
            Compartilhar
          </button>
        ) : null}
        <button
          type="button"
          className="neon-button"
          onClick={() => {
            remember(skin, false);
            setOpen(false);
          }}
        >
          Ocultar lista
        </button>
      </div>
      <p className="first-steps__status" role="status" aria-live="polite">
        {shared === 'copiado' ? 'Link copiado.' : shared === 'compartilhado' ? 'Link compartilhado.' : ''}
      </p>
    </section>
  );
}
