import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { MESSAGES, THEMES, validateNewSkin, validateNewSkinName, type SkinDoc } from '@lab/domain/kernel';
import { skinAddressOf, type SkinModelId } from '@lab/domain/skins';
import { useSession } from '../../../shared/session/session-store';
import { Field } from '../../../shared/ui/field';
import { useCreateSkin } from '../hooks/use-create-skin';
import { ModelField } from './ModelField';

/**
 * "Cadastrar Nova Skin": name and theme, both required, and the model to start from (none: an empty
 * skin). A refusal (a taken name, say) shows here and keeps what was typed; only a created skin moves on.
 */
export function NewSkinForm({ onCreated }: { onCreated: (skin: SkinDoc) => void }) {
  const [username, setUsername] = useState('');
  const [theme, setTheme] = useState('');
  const [model, setModel] = useState<SkinModelId | null>(null);
  const creation = useCreateSkin();
  // Only owners may take the site's own names; the server checks the claim again.
  const admin = useSession((s) => s.authUser?.admin === true);
  const titleId = useId();
  const nameId = useId();
  const themeId = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const themeSelect = useRef<HTMLSelectElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (creation.creating) return;
    const invalid = validateNewSkin({ username, theme, admin });
    if (invalid) {
      creation.setError(invalid);
      (isThemeError(invalid) ? themeSelect : nameInput).current?.focus();
      return;
    }
    const skin = await creation.create(username.trim(), theme, model);
    if (skin) onCreated(skin);
  };

  // The refusal stands under the field it is about: the theme's under the theme, any other under the name.
  const themeInvalid = creation.error !== null && isThemeError(creation.error);
  const nameError = themeInvalid ? null : creation.error;
  return (
    <form className="new-skin" aria-labelledby={titleId} onSubmit={(event) => void onSubmit(event)} noValidate>
      <h3 id={titleId} className="new-skin__title">
        Cadastrar Nova Skin
      </h3>
      <NameField id={nameId} inputRef={nameInput} value={username} onChange={setUsername} admin={admin} error={nameError} />
      <ThemeField
        id={themeId}
        selectRef={themeSelect}
        value={theme}
        onChange={setTheme}
        error={themeInvalid ? creation.error : null}
      />
      <ModelField value={model} onChange={setModel} />
      <button
        type="submit"
        className="neon-button neon-button--filled new-skin__submit"
        disabled={creation.creating}
        aria-busy={creation.creating}
      >
        {creation.creating ? 'Cadastrando...' : 'Cadastrar'}
      </button>
    </form>
  );
}

function isThemeError(message: string): boolean {
  return message === MESSAGES.skinThemeRequired || message === MESSAGES.skinThemeInvalid;
}

interface ThemeFieldProps {
  id: string;
  selectRef: RefObject<HTMLSelectElement | null>;
  value: string;
  onChange: (theme: string) => void;
  error: string | null;
}

function ThemeField({ id, selectRef, value, onChange, error }: ThemeFieldProps) {
  return (
    <Field id={id} className="new-skin__field" label="Tema da skin" error={error} announceError>
      {(control) => (
        <select
          {...control}
          className="neon-field"
          ref={selectRef}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required
        >
          <option value="">Escolha um tema</option>
          {THEMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

interface NameFieldProps {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  onChange: (name: string) => void;
  admin: boolean;
  error: string | null;
}

/** The name, with its rule shown before any submit; "Marina Design" or "joão" is made an address when she leaves it. */
function NameField({ id, inputRef, value, onChange, admin, error }: NameFieldProps) {
  const ruleId = useId();
  return (
    <Field id={id} className="new-skin__field" label="Nome da skin" error={error} announceError describedBy={ruleId}>
      {(control) => (
        <>
          <input
            {...control}
            className="neon-field"
            ref={inputRef}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={() => {
              if (validateNewSkinName(value, admin) !== null && skinAddressOf(value) !== '') onChange(skinAddressOf(value));
            }}
            required
            autoComplete="off"
            spellCheck={false}
          />
          <p id={ruleId} className="new-skin__rule">
            Vira o endereço da skin: de 2 a 30 caracteres, letras sem acento, números, &quot;-&quot; ou &quot;_&quot;.
          </p>
        </>
      )}
    </Field>
  );
}
