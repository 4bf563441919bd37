import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { isSendableChatMessage } from '@lab/domain/kernel';
import { SEND_STATUS_TEXT } from '../../../shared/hooks/use-reliable-send';
import { Field } from '../../../shared/ui/field';
import type { ChatSender } from '../hooks/use-send-chat-message';

/**
 * The message box: Enter or ENVIAR sends, Shift+Enter breaks the line. The text is cleared only
 * once the message is stored, so a refusal or a lost answer loses nothing typed; it is kept while
 * typed, so leaving the conversation or reloading loses nothing either.
 */
export function ChatComposer({ sender }: { sender: ChatSender }) {
  const [text, setText] = useState(sender.savedDraft);
  const inputId = useId();
  const errorId = useId();

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
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form className="chat-composer" onSubmit={onSubmit}>
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
            className="neon-field chat-composer__input"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              sender.saveDraft(event.target.value);
            }}
            onKeyDown={onKeyDown}
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
      {sender.status === 'failed' && (
        <p id={errorId} className="chat-composer__error" role="alert">
          <button type="submit" className="chat-composer__retry">
            {SEND_STATUS_TEXT.failed}
          </button>
        </p>
      )}
      {(sender.status === 'sending' || (sender.status === 'sent' && text === '')) && (
        <p className="chat-composer__status" role="status">
          {SEND_STATUS_TEXT[sender.status]}
        </p>
      )}
    </form>
  );
}
