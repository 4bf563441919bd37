/**
 * Her link asking for a quote (`/depoimento/{linkId}#{segredo}`): the secret read from the fragment,
 * which no request, log or Referer carries, and sent only in the calls' bodies. An unknown id and a
 * wrong secret get the same answer from the server: "not found".
 */
import { useEffect, useState } from 'react';
import { toDomainError } from '@lab/domain/kernel';
import type { ReadTestimonialLinkResult } from '@lab/domain/testimonials';
import { useBackend } from '../../../shared/backend/context';
import { refusalMessage } from '../../../shared/backend/refusal-message';

export type LinkState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'failed'; problem: string }
  | { status: 'ready'; owner: ReadTestimonialLinkResult };

export function useTestimonialLink(linkId: string, segredo: string): { state: LinkState; retry: () => void } {
  const backend = useBackend();
  const [round, setRound] = useState(0);
  const key = JSON.stringify([linkId, segredo, round]);
  const [answer, setAnswer] = useState<{ key: string; state: LinkState }>({ key: '', state: { status: 'loading' } });
  const incomplete = linkId === '' || segredo === '';

  useEffect(() => {
    if (incomplete) return;
    let current = true;
    backend.call('readTestimonialLink', { linkId, segredo }).then(
      (owner) => current && setAnswer({ key, state: { status: 'ready', owner } }),
      (caught: unknown) => {
        if (!current) return;
        console.error('Erro ao abrir o link de depoimento:', caught);
        const notFound = toDomainError(caught)?.code === 'not-found';
        setAnswer({ key, state: notFound ? { status: 'not-found' } : { status: 'failed', problem: refusalMessage(caught) } });
      },
    );
    return () => {
      current = false;
    };
    // `key` names every input of the request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [backend, key, incomplete]);

  const state: LinkState = incomplete ? { status: 'not-found' } : answer.key === key ? answer.state : { status: 'loading' };
  return { state, retry: () => setRound((r) => r + 1) };
}
