import { useId } from 'react';
import type { RespostaFormulario } from '@lab/domain/kernel';

/**
 * The answers to her own questions on the form the conversation started from, at the top of it: each
 * question, its answer under it, long answers wrapping (never scrolling sideways on a phone).
 */
export function ChatBriefing({ respostas }: { respostas: readonly RespostaFormulario[] }) {
  const titleId = useId();
  return (
    <section className="chat__briefing" aria-labelledby={titleId}>
      <h3 id={titleId} className="chat__briefing-title">
        Briefing
      </h3>
      <dl className="chat__briefing-list">
        {respostas.map((r) => (
          <div key={r.id} className="chat__briefing-item">
            <dt>{r.pergunta}</dt>
            <dd>{r.resposta}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
