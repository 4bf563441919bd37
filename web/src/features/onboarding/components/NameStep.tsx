import { useId, useState, type FormEvent } from 'react';
import { charCount, checkDisplayName, DISPLAY_NAME_MAX_LENGTH, skinAddressOf } from '@lab/domain/skins';
import { MESSAGES, validateNewSkinName } from '@lab/domain/kernel';
import { useSession } from '../../../shared/session/session-store';
import { CharacterCounter, Field, type FieldControlProps } from '../../../shared/ui/field';
import { useAddressCheck, type AddressCheck } from '../hooks/use-address-check';

export interface NameChoice {
  nome: string;
  endereco: string;
}

const NAME_PROBLEMS = {
  required: MESSAGES.displayNameRequired,
  'too-long': MESSAGES.displayNameTooLong,
  forbidden: MESSAGES.displayNameForbidden,
} as const;

const ADDRESS_RULE = 'De 2 a 30 caracteres: letras sem acento, números, "-" ou "_".';

/** What the address field says of itself: a problem (null when none) and whether it may be used. */
function addressState(address: string, admin: boolean, check: AddressCheck): { problem: string | null; usable: boolean } {
  if (address === '') return { problem: null, usable: false };
  const rule = validateNewSkinName(address, admin);
  if (rule) return { problem: rule, usable: false };
  if (check.status === 'done' && check.address === address && !check.result.livre)
    return { problem: MESSAGES.skinNameTaken, usable: false };
  if (check.status === 'error' && check.address === address) return { problem: check.message, usable: false };
  return { problem: null, usable: check.status === 'done' && check.address === address };
}

/**
 * "Como você quer aparecer?": her name as she writes it, and the address made from it as she types,
 * looked up as it changes, with a free one offered when it is taken. The address's rule shows before
 * anything is sent; each problem stands next to its field.
 */
export function NameStep({ initial, onNext }: { initial: NameChoice | null; onNext: (choice: NameChoice) => void }) {
  const admin = useSession((s) => s.authUser?.admin === true);
  const [nome, setNome] = useState(initial?.nome ?? '');
  const [typedAddress, setTypedAddress] = useState<string | null>(initial?.endereco ?? null);
  const [touched, setTouched] = useState({ nome: false, endereco: false });
  const ids = { nome: useId(), endereco: useId(), enderecoHelp: useId(), status: useId() };
  const address = typedAddress ?? skinAddressOf(nome);
  const named = checkDisplayName(nome);
  const check = useAddressCheck(address, address !== '' && validateNewSkinName(address, admin) === null);
  const addressNow = addressState(address, admin, check);
  const nameProblem = touched.nome && !named.ok ? NAME_PROBLEMS[named.problem] : null;
  const addressProblem = (touched.endereco || address !== '') && addressNow.problem;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ nome: true, endereco: true });
    if (named.ok && addressNow.usable) onNext({ nome: named.name, endereco: address });
  };

  return (
    <form className="onboarding__step" onSubmit={submit} noValidate aria-labelledby="onboarding-name-title">
      <h2 id="onboarding-name-title" className="onboarding__title">
        Como você quer aparecer?
      </h2>
      <p className="onboarding__lead">Seu nome vira o título da sua página. Você pode mudar depois.</p>
      <NameField
        id={ids.nome}
        value={nome}
        onChange={setNome}
        onBlur={() => setTouched((t) => ({ ...t, nome: true }))}
        problem={nameProblem}
      />
      {/* The address's problem is said by its status line, which also says when it is free. */}
      <Field
        id={ids.endereco}
        label="Endereço da sua página"
        className="onboarding__field"
        invalid={Boolean(addressProblem)}
        describedBy={`${ids.enderecoHelp} ${ids.status}`}
      >
        {(control) => (
          <>
            <AddressInput
              control={control}
              value={address}
              onChange={setTypedAddress}
              // Spaces, accents and capitals are corrected, not refused: "Marina Souza" becomes marina-souza.
              onBlur={() => {
                setTouched((t) => ({ ...t, endereco: true }));
                if (typedAddress !== null) setTypedAddress(skinAddressOf(typedAddress) || typedAddress.trim());
              }}
            />
            <p id={ids.enderecoHelp} className="onboarding__help">
              {ADDRESS_RULE}
            </p>
            <AddressStatus
              id={ids.status}
              address={address}
              nameTyped={nome.trim() !== ''}
              check={check}
              problem={addressProblem || null}
              onSuggestion={(s) => setTypedAddress(s)}
            />
          </>
        )}
      </Field>
      <button type="submit" className="neon-button neon-button--filled onboarding__next">
        Continuar
      </button>
    </form>
  );
}

interface AddressInputProps {
  control: FieldControlProps;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** The address as it will read: the site's host before what she types. */
function AddressInput({ control, value, onChange, onBlur }: AddressInputProps) {
  return (
    <div className="onboarding__address">
      <span className="onboarding__origin" aria-hidden="true">
        {`${window.location.host}/`}
      </span>
      <input
        {...control}
        className="neon-field"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        autoCapitalize="none"
        autoComplete="off"
        spellCheck={false}
      />
    </div>
  );
}

interface AddressStatusProps {
  id: string;
  address: string;
  nameTyped: boolean;
  check: AddressCheck;
  problem: string | null;
  onSuggestion: (address: string) => void;
}

function AddressStatus({ id, address, nameTyped, check, problem, onSuggestion }: AddressStatusProps) {
  const suggestion = check.status === 'done' && check.address === address ? check.result.sugestao : null;
  let text: string;
  if (problem) text = problem;
  else if (address === '') text = nameTyped ? 'Seu nome não tem letras para um endereço: escreva um acima.' : '';
  else if (check.status === 'done' && check.address === address) text = 'Disponível.';
  else text = 'Verificando…';
  const state = problem ? 'problem' : text === 'Disponível.' ? 'ok' : 'neutral';
  return (
    <div className={`onboarding__status onboarding__status--${state}`}>
      <p id={id} role="status" aria-live="polite">
        {text}
      </p>
      {problem && suggestion ? (
        <button type="button" className="neon-button onboarding__suggestion" onClick={() => onSuggestion(suggestion)}>
          Usar {suggestion}
        </button>
      ) : null}
    </div>
  );
}

interface NameFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  problem: string | null;
}

/** Her name, with how many characters are left, and its problem under it when there is one. */
function NameField({ id, value, onChange, onBlur, problem }: NameFieldProps) {
  const length = charCount(value.trim());
  const error = problem ?? (length > DISPLAY_NAME_MAX_LENGTH ? MESSAGES.displayNameTooLong : null);
  return (
    <Field
      id={id}
      label="Seu nome"
      className="onboarding__field"
      error={error}
      after={<CharacterCounter length={length} max={DISPLAY_NAME_MAX_LENGTH} showFrom={DISPLAY_NAME_MAX_LENGTH} />}
    >
      {(control) => (
        <input
          {...control}
          className="neon-field"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          placeholder="Ex.: Marina Souza"
          autoComplete="name"
        />
      )}
    </Field>
  );
}
