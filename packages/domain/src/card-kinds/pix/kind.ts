/**
 * The Pix card: a key, the receiver's name and city, an optional amount and description, shown as a
 * QR and as the "Pix Copia e Cola" code, both computed when the card is written (server.ts).
 */
import type { CardKindPlugin } from '../plugin';
import type { PixFields } from './schema';
import type { StoredPix } from './stored';

export type { PixQr, StoredPix } from './stored';

// A plain object, not a call: a bundle that does not use it can leave it out.
export const pixKind: CardKindPlugin<PixFields, StoredPix> = {
  label: 'Pix',
  empty: { chave: '', nome: '', cidade: '', valor: '', descricao: '' },
  showsSomething: (pix) => pix.chave.trim() !== '',
  // Edited by its typed fields: the server computes its code and QR again.
  editable: ({ chave, nome, cidade, valor, descricao }) => ({ chave, nome, cidade, valor, descricao }),
  studioName: (pix) => pix.descricao.trim() || `Pix ${pix.chave.trim()}`.trim(),
};
