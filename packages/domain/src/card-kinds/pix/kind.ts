/**
 * The Pix card: a key, the receiver's name and city, an optional amount and description, shown as a
 * QR and as the "Pix Copia e Cola" code, both computed when the card is written (server.ts).
 */
import * as z from 'zod/mini';
import { defineCardKind } from '../plugin';
import type { PixFields } from './schema';

const text = z.string();
const storedPix = z.object({
  chave: text,
  nome: text,
  cidade: text,
  valor: text,
  descricao: text,
  codigo: text,
  qr: z.object({ tamanho: z.number(), caminho: text }),
});

/** A Pix card as stored: its fields, the BR Code ("Pix Copia e Cola") and its QR, computed on writing. */
export type StoredPix = z.infer<typeof storedPix>;
/** The QR of a BR Code, as a page draws it: `tamanho` modules a side, `caminho` an SVG path's `d`. */
export type PixQr = StoredPix['qr'];

export const pixKind = defineCardKind<PixFields, StoredPix>({
  label: 'Pix',
  empty: { chave: '', nome: '', cidade: '', valor: '', descricao: '' },
  stored: storedPix,
  showsSomething: (pix) => pix.chave.trim() !== '',
  // Edited by its typed fields: the server computes its code and QR again.
  editable: ({ chave, nome, cidade, valor, descricao }) => ({ chave, nome, cidade, valor, descricao }),
  studioName: (pix) => pix.descricao.trim() || `Pix ${pix.chave.trim()}`.trim(),
  heading: (pix) => pix.descricao || 'Pix',
  readMoreOnlyWithDescription: false,
});
