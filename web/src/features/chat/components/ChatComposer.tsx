import { useId, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { isSendableChatMessage } from '@lab/domain/kernel';
import { SEND_STATUS_TEXT } from '../../../shared/hooks/use-reliable-send';
import { Field } from '../../../shared/ui/field';
import type { ChatSender } from '../hooks/use-send-chat-message';
import { useQuickReplyPicker, type QuickReplySource } from '../hooks/use-quick-reply-picker';
import { useComposerBox } from '../hooks/use-composer-box';
import { QuickReplyList } from './QuickReplyList';

/**
 * The message box: Enter or ENVIAR sends, Shift+Enter breaks the line. The text is cleared only
 * once the message is stored, so a refusal or a lost answer loses nothing typed; it is kept while
 * typed, so leaving the conversation or reloading loses nothing either. On the inbox's side
 * (`quickReplies`), "/" or the Respostas rápidas button offers her quick replies.
 */
export function ChatComposer({ sender, quickReplies = null }: { sender: ChatSender; quickReplies?: QuickReplySource | null }) {
  const { text, setText, write, box, putAt, refocus } = useComposerBox(sender.savedDraft, sender.saveDraft);
  const inputId = useId();
  const errorId = useId();
  const listId = useId();
  const picker = useQuickReplyPicker(quickReplies, text, putAt);

  const submit = async () => {
    if (sender.sending || !isSendableChatMessage(text)) return;
    const sent = text;
    if (await sender.send(sent)) setText((current) => (current === sent ? '' : current));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing || picker.onKey(event)) return;
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void submit();
    }
  };

  const slashList = picker.open?.from === 'slash' && picker.options.length > 0;
  return (
    <form className="chat-composer" onSubmit={onSubmit}>
      {picker.enabled && <QuickReplies picker={picker} listId={listId} box={box} onClosed={refocus} />}
      {/* The conversation above says what the box is for; a reader still hears its name. */}
      <Field
        id={inputId}
        label="Mensagem"
        labelHidden
        className="chat-composer__field"
        error={sender.status === 'failed' ? null : sender.error}
        announceError
        describedBy={sender.status === 'failed' ? errorId : undefined}
      >
        {(control) => (
          <textarea
            {...control}
            ref={box}
            className="neon-field chat-composer__input"
            value={text}
            onChange={(event) => {
              write(event.target.value);
              picker.follow(event.target.value, event.target.selectionStart);
            }}
            onKeyDown={onKeyDown}
            aria-controls={slashList ? listId : undefined}
            aria-activedescendant={slashList ? `${listId}-${picker.active}` : undefined}
            placeholder="Escreva sua mensagem..."
            rows={2}
          />
        )}
      </Field>
      <button
        type="submit"
        className="neon-button neon-button--filled chat-composer__send"
        disabled={sender.sending || !isSendableChatMessage(text)}
      >
        {sender.sending ? 'ENVIANDO...' : 'ENVIAR'}
      </button>
      <ComposerStatus sender={sender} errorId={errorId} empty={text === ''} />
    </form>
  );
}

function QuickReplies({
  picker,
  listId,
  box,
  onClosed,
}: {
  picker: ReturnType<typeof useQuickReplyPicker>;
  listId: string;
  box: RefObject<HTMLTextAreaElement | null>;
  onClosed: () => void;
}) {
  return (
    <div className="chat-composer__quick">
      <QuickReplyList picker={picker} id={listId} onClosed={onClosed} />
      <button
        type="button"
        className="neon-button chat-composer__quick-toggle"
        aria-expanded={picker.open !== null}
        aria-controls={listId}
        onClick={() => {
          const element = box.current;
          const end = element?.value.length ?? 0;
          picker.toggle({ start: element?.selectionStart ?? end, end: element?.selectionEnd ?? end });
        }}
      >
        Respostas rápidas
      </button>
    </div>
  );
}

function ComposerStatus({ sender, errorId, empty }: { sender: ChatSender; errorId: string; empty: boolean }) {
  return (
    <>
      {sender.status === 'failed' && (
        <p id={errorId} className="chat-composer__error" role="alert">
          <button type="submit" className="chat-composer__retry">
            {SEND_STATUS_TEXT.failed}
          </button>
        </p>
      )}
      {(sender.status === 'sending' || (sender.status === 'sent' && empty)) && (
        <p className="chat-composer__status" role="status">
          {SEND_STATUS_TEXT[sender.status]}
        </p>
      )}
    </>
  );
}
