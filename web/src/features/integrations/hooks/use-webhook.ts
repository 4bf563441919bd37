import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReadWebhookResult } from '@lab/domain/webhooks';
import { useBackend } from '../../../shared/backend/context';
import { refusalMessage } from '../../../shared/backend/refusal-message';

/** How often the open screen asks again, so a delivery's state moves on its own (readWebhook's limit allows it). */
export const WEBHOOK_REFRESH_MS = 15_000;

export type WebhookState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; webhook: ReadWebhookResult };

/** What the last action said: the form's status line, or the address field's error. */
export type WebhookNotice = { kind: 'ok' | 'error'; text: string } | null;

export interface WebhookActions {
  state: WebhookState;
  busy: boolean;
  notice: WebhookNotice;
  /** Saves the address (and, with `novoSegredo`, a new secret); true when it was saved. */
  save: (url: string, novoSegredo?: boolean) => Promise<boolean>;
  remove: () => Promise<void>;
  test: () => Promise<void>;
}

/** One skin's webhook: read now and every WEBHOOK_REFRESH_MS while the page is visible, and its actions. */
export function useWebhook(skin: string): WebhookActions {
  const backend = useBackend();
  const [state, setState] = useState<WebhookState>({ status: 'loading' });
  const [reads, setReads] = useState(0);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<WebhookNotice>(null);
  const live = useRef(true);
  const reread = useCallback(() => setReads((n) => n + 1), []);

  useEffect(() => {
    let current = true;
    backend.call('readWebhook', { skin }).then(
      (webhook) => {
        if (current) setState({ status: 'ready', webhook });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', message: refusalMessage(error, 'Não foi possível ler o webhook.') });
      },
    );
    return () => {
      current = false;
    };
  }, [backend, skin, reads]);

  useEffect(() => {
    live.current = true;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') reread();
    }, WEBHOOK_REFRESH_MS);
    return () => {
      live.current = false;
      clearInterval(timer);
    };
  }, [reread]);

  const act = useCallback(
    async (run: () => Promise<string>, fallback: string): Promise<boolean> => {
      setBusy(true);
      setNotice(null);
      try {
        const text = await run();
        if (live.current) setNotice({ kind: 'ok', text });
        reread();
        return true;
      } catch (error) {
        if (live.current) setNotice({ kind: 'error', text: refusalMessage(error, fallback) });
        return false;
      } finally {
        if (live.current) setBusy(false);
      }
    },
    [reread],
  );

  const save = useCallback(
    (url: string, novoSegredo = false) =>
      act(async () => {
        const saved = await backend.call('setWebhook', { skin, url, ...(novoSegredo ? { novoSegredo } : {}) });
        return saved.segredo ? 'Webhook salvo. Copie o segredo abaixo para conferir as assinaturas.' : 'Webhook salvo.';
      }, 'Não foi possível salvar o webhook.'),
    [act, backend, skin],
  );
  const remove = useCallback(async () => {
    await act(async () => {
      await backend.call('removeWebhook', { skin });
      return 'Webhook removido. Nenhum evento novo será enviado.';
    }, 'Não foi possível remover o webhook.');
  }, [act, backend, skin]);
  const test = useCallback(async () => {
    await act(async () => {
      await backend.call('sendTestWebhook', { skin });
      return 'Teste enviado. Ele aparece na lista de entregas em instantes.';
    }, 'Não foi possível enviar o teste.');
  }, [act, backend, skin]);

  return { state, busy, notice, save, remove, test };
}
