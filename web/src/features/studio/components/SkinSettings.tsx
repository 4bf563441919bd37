import { useId, type FormEvent } from 'react';
import { STUDIO_TEXT_LIMITS as MAX, THEMES } from '@lab/domain/kernel';
import { useAppPaths } from '../../../shared/routes/app-paths';
import { useSession } from '../../../shared/session/session-store';
import { Field } from '../../../shared/ui/field';
import { DraftNotice } from '../drafts/DraftNotice';
import { useDraft } from '../drafts/drafts';
import { skinActions } from '../studio-actions';
import { DisplayNameForm } from './DisplayNameForm';
import { ImagePicker } from './ImagePicker';
import { LengthLeft } from './LengthLeft';
import { useStudioContext } from './studio-context';

/** The skin as a whole: its theme (saved as soon as it is picked), its icon and the profile text. */
export function SkinSettings() {
  const appPaths = useAppPaths();
  const { skin, site, change } = useStudioContext();
  const sessionSkin = useSession((s) => s.stored.skinLogadoUser);
  const setStored = useSession((s) => s.setStored);
  const mainPage = site.paginas.find((p) => p.is_main) ?? null;
  const themeId = useId();
  const titleId = useId();

  const pickTheme = async (theme: string) => {
    const saved = await change(skinActions.theme(theme));
    // The skin in session wears its theme across the app too, so it follows at once.
    if (saved.ok && skin === sessionSkin) setStored({ selectedTheme: theme });
  };

  return (
    <section className="studio-panel" aria-labelledby={titleId}>
      <div className="studio-panel__head">
        <h3 id={titleId}>Skin {skin}</h3>
        <a className="neon-button" href={appPaths.skinHome(skin)} target="_blank" rel="noopener">
          Ver skin <span className="visually-hidden">(abre em nova aba)</span>
        </a>
      </div>
      <Field id={themeId} className="studio-field" label="Tema">
        {(control) => (
          <select {...control} className="neon-field" value={site.skin.theme} onChange={(e) => void pickTheme(e.target.value)}>
            {site.skin.theme === '' && <option value="">Sem tema</option>}
            {THEMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <DisplayNameForm key={site.skin.nomeExibicao ?? ''} stored={site.skin.nomeExibicao ?? ''} />
      <IconForm key={site.skin.iconSkin} stored={site.skin.iconSkin} />
      {mainPage && <ProfileTextForm key={mainPage.conteudo} stored={mainPage.conteudo} />}
    </section>
  );
}

/**
 * Keyed by the stored value, so a saved change shows what is stored again. What is typed is a draft
 * (drafts.ts) until Salvar ícone; a picture sent from the device is the icon at once, saved as such.
 */
function IconForm({ stored }: { stored: string }) {
  const { skin, change } = useStudioContext();
  const draft = useDraft(skin, 'icon', stored);
  const save = async (url: string) => {
    if ((await change(skinActions.icon(url.trim()))).ok) draft.saved();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(draft.value);
  };
  return (
    <form className="studio-subform" aria-label="Ícone da skin" onSubmit={onSubmit}>
      <DraftNotice draft={draft} what="do ícone" />
      <ImagePicker
        label="Ícone da skin (URL https)"
        uploadLabel="Enviar ícone do dispositivo"
        value={draft.value}
        onChange={draft.set}
        onUploaded={(url) => {
          draft.set(url);
          void save(url);
        }}
      />
      <button type="submit" className="neon-button">
        Salvar ícone
      </button>
    </form>
  );
}

function ProfileTextForm({ stored }: { stored: string }) {
  const { skin, change } = useStudioContext();
  const draft = useDraft(skin, 'profile', stored);
  const id = useId();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if ((await change(skinActions.profile(draft.value))).ok) draft.saved();
  };
  return (
    <form className="studio-subform" aria-label="Texto do perfil" onSubmit={(e) => void onSubmit(e)}>
      <DraftNotice draft={draft} what="do texto do perfil" />
      <Field
        id={id}
        className="studio-field"
        label="Texto do perfil"
        describedBy={`${id}-left`}
        after={<LengthLeft id={`${id}-left`} value={draft.value} max={MAX.pageContent} />}
      >
        {(control) => (
          <textarea
            {...control}
            className="neon-field studio-textarea"
            value={draft.value}
            onChange={(e) => draft.set(e.target.value)}
            rows={4}
          />
        )}
      </Field>
      <button type="submit" className="neon-button">
        Salvar texto
      </button>
    </form>
  );
}
