import { useEffect, useState } from 'react';
import type { CheckSkinNameResult } from '@lab/domain/skins';
import { useBackend } from '../../../shared/backend/context';
import { refusalMessage } from '../../../shared/backend/refusal-message';

/** How long typing must pause before the address is looked up: one check per word, not per key. */
export const ADDRESS_CHECK_DELAY_MS = 350;

export type AddressCheck =
  | { status: 'idle' }
  | { status: 'checking'; address: string }
  | { status: 'done'; address: string; result: CheckSkinNameResult }
  | { status: 'error'; address: string; message: string };

type Answer = Extract<AddressCheck, { status: 'done' | 'error' }>;

/**
 * Whether `address` is free, looked up once typing pauses. Only the answer for what the field holds
 * now counts: one for an address she has typed past is never shown.
 */
export function useAddressCheck(address: string, valid: boolean): AddressCheck {
  const backend = useBackend();
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!valid) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      backend.call('checkSkinName', { nome: address }).then(
        (result) => current && setAnswer({ status: 'done', address, result }),
        (error: unknown) =>
          current &&
          setAnswer({ status: 'error', address, message: refusalMessage(error, 'Não foi possível consultar o endereço.') }),
      );
    }, ADDRESS_CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [backend, address, valid]);
  if (!valid) return { status: 'idle' };
  return answer?.address === address ? answer : { status: 'checking', address };
}
