/**
 * What the Store keeps of a Pix card (zod/mini, for store/card-entities.ts): its fields, the BR Code
 * ("Pix Copia e Cola") and its QR, computed on writing. Apart from kind.ts, so a public page loads no
 * schema.
 */
import * as z from 'zod/mini';

const text = z.string();

export const pixStored = z.object({
  chave: text,
  nome: text,
  cidade: text,
  valor: text,
  descricao: text,
  codigo: text,
  qr: z.object({ tamanho: z.number(), caminho: text }),
});

/** A Pix card as stored. */
export type StoredPix = z.infer<typeof pixStored>;
/** The QR of a BR Code, as a page draws it: `tamanho` modules a side, `caminho` an SVG path's `d`. */
export type PixQr = StoredPix['qr'];
