import { useId } from 'react';
import type { MailRow } from '../../../shared/backend/port';
import { DateText } from '../../../shared/ui/DateText';
import { mailFailureText } from './mail-failure';
import { MAIL_KIND_LABEL, MAIL_STATE_LABEL, mailStateOf } from './mail-state';

export interface OutboxRowProps {
  mail: MailRow;
  retrying: boolean;
  /** Why the last "Tentar de novo" failed, or null. */
  retryError: string | null;
  onRetry: () => void;
}

/** One queued e-mail: what it is, to whom, when, and where the extension says it is. */
export function OutboxRow({ mail, retrying, retryError, onRetry }: OutboxRowProps) {
  const subjectId = useId();
  const errorId = useId();
  const state = mailStateOf(mail.delivery);
  const failed = state === 'ERROR';
  const reason = failed ? mail.delivery?.error : null;
  return (
    <li className={`row-card outbox-mail outbox-mail--${state.toLowerCase()}`} aria-busy={retrying}>
      <div className="outbox-mail__body">
        <p className="outbox-mail__head">
          <span className="outbox-mail__kind">{MAIL_KIND_LABEL[mail.tipo]}</span>
          <DateText className="row-meta" at={mail.data} />
        </p>
        <p id={subjectId} className="outbox-mail__subject">
          {mail.message.subject}
        </p>
        <p className="outbox-mail__to">
          <span className="row-meta">Para:</span> {mail.to.join(', ')}
        </p>
        <p className="outbox-mail__state">
          <span className="visually-hidden">Situação: </span>
          {MAIL_STATE_LABEL[state]}
        </p>
        {reason && (
          // The extension's own words as the title, for the owner who configures it.
          <p className="outbox-mail__reason" title={reason}>
            {mailFailureText(reason)}
          </p>
        )}
      </div>
      {failed && (
        <div className="outbox-mail__actions">
          <button
            type="button"
            className="neon-button"
            onClick={onRetry}
            disabled={retrying}
            aria-describedby={retryError ? `${subjectId} ${errorId}` : subjectId}
          >
            {retrying ? 'Tentando...' : 'Tentar de novo'}
          </button>
          {retryError && (
            <p id={errorId} className="outbox-mail__error" role="alert">
              {retryError}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
