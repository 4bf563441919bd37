import { useState } from 'react';
import type { QuickReplyRow } from '@lab/domain/quick-replies';
import { useQuickReplies } from '../../../shared/hooks/use-quick-replies';
import { useSession } from '../../../shared/session/session-store';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { LiveList } from '../../../shared/ui/LiveList';
import { Loading } from '../../../shared/ui/Loading';
import { useQuickReplyCommands } from '../hooks/use-quick-reply-commands';
import { useQuickReplyDraft } from '../hooks/use-quick-reply-draft';
import { QuickReplyForm } from './QuickReplyForm';
import './quick-replies.css';

/**
 * `menu/{userId}/respostas-rapidas`: the texts she drops into a chat by typing "/" and a shortcut,
 * written, edited and deleted here. Only her own account reads them.
 */
export function QuickRepliesScreen() {
  const uid = useSession((s) => s.authUser?.uid ?? null);
  if (uid === null) return <Loading />;
  return <QuickReplies uid={uid} />;
}

function QuickReplies({ uid }: { uid: string }) {
  const replies = useQuickReplies();
  const { draft, keep, clear } = useQuickReplyDraft(uid);
  const { save, remove } = useQuickReplyCommands();
  const [deleting, setDeleting] = useState<QuickReplyRow | null>(null);

  const edit = (reply: QuickReplyRow) => {
    save.setError(null);
    keep({ id: reply.id, atalho: reply.atalho, texto: reply.texto, editing: reply.atalho });
    document.getElementById('resposta-texto')?.focus();
  };

  return (
    <div className="quick-replies">
      <p className="quick-replies__intro">
        Numa conversa, digite <kbd>/</kbd> e o atalho (ou toque em Respostas rápidas) para inserir o texto, já com o nome de quem
        escreveu, a sua skin, o assunto e a data. Você pode mudar o texto antes de enviar.
      </p>
      <QuickReplyForm draft={draft} onChange={keep} onDone={clear} save={save} />
      <section aria-labelledby="respostas-lista">
        <h2 id="respostas-lista" className="quick-replies__title">
          Suas respostas
        </h2>
        <LiveList state={replies} failed="Erro ao carregar as respostas rápidas." empty="Você ainda não tem respostas rápidas.">
          {(rows) => (
            <ul className="plain-list quick-replies__list" aria-label="Suas respostas rápidas">
              {rows.map((reply) => (
                <li key={reply.id} className="quick-replies__item">
                  <p className="quick-replies__shortcut">/{reply.atalho}</p>
                  <p className="quick-replies__text">{reply.texto}</p>
                  <div className="quick-replies__actions">
                    <button type="button" className="neon-button" onClick={() => edit(reply)}>
                      Editar <span className="visually-hidden">/{reply.atalho}</span>
                    </button>
                    <button
                      type="button"
                      className="neon-button neon-button--danger"
                      disabled={remove.stateOf(reply.id).pending}
                      onClick={() => setDeleting(reply)}
                    >
                      Excluir <span className="visually-hidden">/{reply.atalho}</span>
                    </button>
                  </div>
                  {remove.stateOf(reply.id).error && (
                    <p className="quick-replies__error" role="alert">
                      {remove.stateOf(reply.id).error}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </LiveList>
      </section>
      <ConfirmDialog
        open={deleting !== null}
        title={`Excluir /${deleting?.atalho ?? ''}?`}
        confirmLabel="EXCLUIR"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const reply = deleting;
          setDeleting(null);
          if (!reply) return;
          void remove.run(reply.id).then((done) => {
            if (done !== null && draft.id === reply.id) clear();
          });
        }}
      >
        A resposta sai da sua lista; o que já foi enviado nas conversas fica como está.
      </ConfirmDialog>
    </div>
  );
}
