/**
 * The visitor's quote before it is sent, kept in this tab's sessionStorage as it changes (as the
 * contact form's draft), so a reload finds it; and its send, whose idEnvio is made once per draft and
 * kept with it, so a retry after a lost answer or a reload stores the quote once.
 */
import { useLayoutEffect, useState } from 'react';
import { useBackend } from '../../../shared/backend/context';
import { readStored, useReliableSend, writeStored } from '../../../shared/hooks/use-reliable-send';

export interface TestimonialDraft {
  texto: string;
  nome: string;
  papel: string;
  consentimento: boolean;
}

export const EMPTY_TESTIMONIAL_DRAFT: TestimonialDraft = { texto: '', nome: '', papel: '', consentimento: false };

export const TESTIMONIAL_STORAGE_PREFIXES = { draft: 'lab:rascunho:depoimento:', send: 'lab:envio:depoimento:' } as const;

export function useTestimonialDraft(linkId: string) {
  const storageKey = `${TESTIMONIAL_STORAGE_PREFIXES.draft}${linkId}`;
  const [draft, setDraft] = useState<TestimonialDraft>(EMPTY_TESTIMONIAL_DRAFT);
  useLayoutEffect(() => {
    const kept = readStored<Partial<TestimonialDraft>>(storageKey);
    // The outside state (this tab's storage) is read once, before the browser paints the empty draft.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (kept) setDraft((d) => ({ ...d, ...kept }));
  }, [storageKey]);
  const change = (fields: Partial<TestimonialDraft>) =>
    setDraft((d) => {
      const changed = { ...d, ...fields };
      writeStored(storageKey, changed);
      return changed;
    });
  const forget = () => {
    writeStored(storageKey, null);
    setDraft(EMPTY_TESTIMONIAL_DRAFT);
  };
  return { draft, change, forget };
}

export function useSendTestimonial(linkId: string, segredo: string) {
  const backend = useBackend();
  return useReliableSend(
    `${TESTIMONIAL_STORAGE_PREFIXES.send}${linkId}`,
    (draft: TestimonialDraft, idEnvio: string) =>
      backend.call('sendTestimonial', {
        linkId,
        segredo,
        idEnvio,
        texto: draft.texto,
        nome: draft.nome,
        papel: draft.papel,
        consentimento: true,
      }),
    { logAs: 'Erro ao enviar o depoimento:', fallback: 'Não foi possível enviar o depoimento.' },
  );
}
