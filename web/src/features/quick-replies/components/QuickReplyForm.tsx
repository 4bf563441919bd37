import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@lab/domain/kernel';
import {
  EXAMPLE_VALUES,
  QUICK_REPLY_SHORTCUT_MAX,
  QUICK_REPLY_SHORTCUT_PATTERN,
  QUICK_REPLY_TEXT_MAX,
  QUICK_REPLY_VARIABLES,
  fillQuickReply,
  quickReplyFieldOf,
} from '@lab/domain/quick-replies';
import { CharacterCounter, Field } from '../../../shared/ui/field';
import type { Mutation } from '../../../shared/hooks/use-mutation';
import { useInsertAtCursor } from '../hooks/use-insert-at-cursor';
import type { QuickReplyDraft } from '../hooks/use-quick-reply-draft';

type Reply = Pick<QuickReplyDraft, 'id' | 'atalho' | 'texto'>;

/** What the form can tell before asking the server: the server's own checks, in the same words. */
function problemOf({ atalho, texto }: Reply): string | null {
  if (atalho === '') return MESSAGES.quickReplyShortcutRequired;
  if (atalho.length > QUICK_REPLY_SHORTCUT_MAX || !QUICK_REPLY_SHORTCUT_PATTERN.test(atalho))
    return MESSAGES.quickReplyShortcutInvalid;
  if (texto.trim() === '') return MESSAGES.quickReplyTextRequired;
  return texto.length > QUICK_REPLY_TEXT_MAX ? MESSAGES.quickReplyTextTooLong : null;
}

export interface QuickReplyFormProps {
  draft: QuickReplyDraft;
  onChange: (draft: QuickReplyDraft) => void;
  /** Saved or given up: the form starts a new draft. */
  onDone: () => void;
  save: Mutation<[Reply], unknown>;
}

/**
 * Writing or editing one reply: its shortcut, its text with the variables a button drops at the
 * cursor, and a preview filled with example values. A refusal is shown under the field it is about.
 */
export function QuickReplyForm({ draft, onChange, onDone, save }: QuickReplyFormProps) {
  const [saved, setSaved] = useState(false);
  const field = save.error ? quickReplyFieldOf(save.error) : null;
  const change = (part: Partial<Reply>) => {
    setSaved(false);
    onChange({ ...draft, ...part });
  };
  const text = useInsertAtCursor(draft.texto, (texto) => change({ texto }));

  const submit = async () => {
    if (save.pending) return;
    const reply = { id: draft.id, atalho: draft.atalho, texto: draft.texto };
    const problem = problemOf(reply);
    if (problem) return save.setError(problem);
    if ((await save.run(reply)) === null) return;
    onDone();
    setSaved(true);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const title = draft.editing === null ? 'Nova resposta rápida' : `Editar /${draft.editing}`;
  return (
    <form className="quick-reply-form" aria-label={title} onSubmit={onSubmit} noValidate>
      <h2 className="quick-replies__title">{title}</h2>
      <ShortcutField
        value={draft.atalho}
        error={field === 'atalho' ? save.error : null}
        onChange={(atalho) => change({ atalho })}
      />
      <Field
        id="resposta-texto"
        label="Texto"
        error={field === 'texto' ? save.error : null}
        announceError
        after={<CharacterCounter length={draft.texto.length} max={QUICK_REPLY_TEXT_MAX} />}
      >
        {(control) => (
          <textarea
            {...control}
            ref={text.box}
            className="neon-field quick-reply-form__text"
            rows={5}
            value={draft.texto}
            onChange={(event) => change({ texto: event.target.value })}
          />
        )}
      </Field>
      <Variables onInsert={(name) => text.insert(`{${name}}`)} />
      <Preview texto={draft.texto} />
      {save.error && field === null && (
        <p className="quick-replies__error" role="alert">
          {save.error}
        </p>
      )}
      <Actions
        draft={draft}
        pending={save.pending}
        onCancel={() => {
          save.setError(null);
          onDone();
        }}
      />
      <p className="quick-replies__status" role="status">
        {saved ? 'Resposta salva.' : ''}
      </p>
    </form>
  );
}

function ShortcutField({ value, error, onChange }: { value: string; error: string | null; onChange: (atalho: string) => void }) {
  return (
    <Field
      id="resposta-atalho"
      label="Atalho"
      hint="Letras minúsculas sem acento, números e hífen. Na conversa, digite / e o atalho."
      error={error}
      announceError
    >
      {(control) => (
        <input
          {...control}
          className="neon-field"
          value={value}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          onChange={(event) => onChange(event.target.value.trim().toLowerCase())}
        />
      )}
    </Field>
  );
}

function Variables({ onInsert }: { onInsert: (name: string) => void }) {
  return (
    <section className="quick-reply-form__variables" aria-labelledby="resposta-variaveis">
      <h3 id="resposta-variaveis">Variáveis</h3>
      <p className="quick-reply-form__note">Toque numa variável para colocá-la onde está o cursor no texto.</p>
      <ul className="plain-list">
        {QUICK_REPLY_VARIABLES.map(({ name, label }) => (
          <li key={name} className="quick-reply-form__variable">
            <button
              type="button"
              className="neon-button"
              aria-label={`Inserir {${name}}`}
              aria-describedby={`variavel-${name}`}
              onClick={() => onInsert(name)}
            >
              {`{${name}}`}
            </button>
            <span id={`variavel-${name}`}>{label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Preview({ texto }: { texto: string }) {
  return (
    <section className="quick-reply-form__preview" aria-labelledby="resposta-previa">
      <h3 id="resposta-previa">Prévia</h3>
      <p className="quick-reply-form__preview-text">{fillQuickReply(texto, EXAMPLE_VALUES) || '—'}</p>
      <p className="quick-reply-form__note">Com valores de exemplo; na conversa, cada variável vem preenchida.</p>
    </section>
  );
}

function Actions({ draft, pending, onCancel }: { draft: QuickReplyDraft; pending: boolean; onCancel: () => void }) {
  const editing = draft.editing !== null;
  return (
    <div className="quick-reply-form__actions">
      <button type="submit" className="neon-button neon-button--filled" disabled={pending}>
        {pending ? 'SALVANDO...' : 'SALVAR'}
      </button>
      {(editing || draft.atalho !== '' || draft.texto !== '') && (
        <button type="button" className="neon-button" onClick={onCancel}>
          {editing ? 'CANCELAR' : 'LIMPAR'}
        </button>
      )}
    </div>
  );
}
