/**
 * Deletions that can be undone: a deleted skin, conversation or account is hidden at once and kept in
 * `exclusoes/{id}` for UNDO_DELETION_MS, then the sweeper runs the cascade the spec describes.
 */
import type { ContatoDoc, ConversaDoc, SkinDoc } from '../kernel/types';

/** What the page needs to offer Desfazer: the deletion's id and until when it may be undone. */
export interface UndoTicket {
  id: string;
  until: number;
}

export interface UndoDeletionResult {
  restored: 'skin' | 'conversa' | 'conta';
}

interface ExclusaoBase {
  /** The uid of whoever deleted it: only they (or an owner) may undo it. */
  por: string;
  em: number;
  desfazerAte: number;
  /** Set once its documents are gone: only the images (of a skin) and this record are left. */
  documentosRemovidos?: boolean;
}

/** A deleted skin: its own document as it was; its tree stays in place until the sweep. */
export interface ExclusaoSkinDoc extends ExclusaoBase {
  tipo: 'skin';
  uid: string;
  skinId: string;
  skin: SkinDoc;
  /** The skin that became main in its place, which an undo makes plain again. */
  herdeira: string | null;
  /** When its published snapshot last changed (the sitemap's date), which an undo keeps. */
  publicadaEm: number | null;
}

/** A deleted conversation: its document, and its contact as it was (removed with it when it was the last). */
export interface ExclusaoConversaDoc extends ExclusaoBase {
  tipo: 'conversa';
  contactId: string;
  conversationId: string;
  conversa: ConversaDoc;
  contato: ContatoDoc | null;
  contatoRemovido: boolean;
}

/**
 * A deleted account: its skins' own documents as they were (hidden from the deletion on, their trees
 * in place until the sweep), and what the sweep needs once the account can no longer be asked.
 */
export interface ExclusaoContaDoc extends ExclusaoBase {
  tipo: 'conta';
  uid: string;
  skins: Array<{ skin: SkinDoc; publicadaEm: number | null }>;
  /** The addresses mail to it went to, read while its sign-in account still answered. */
  emails: string[];
  /** The key that stands for it in the conversations others keep (`conta-excluida-…`). */
  chave: string;
  /**
   * Set by the sweep when the account was blocked meanwhile: its skins went back, hidden, for the
   * owners, as a blocked account's own deletion keeps them, and their images stay.
   */
  skinsMantidas?: boolean;
}

export type ExclusaoDoc = ExclusaoSkinDoc | ExclusaoConversaDoc | ExclusaoContaDoc;

/** The record's id: one per skin or conversation, so deleting twice finds the same record. */
export const deletionIds = {
  skin: (uid: string, skinId: string) => `skin_${uid}_${skinId}`,
  conversa: (contactId: string, conversationId: string) => `conversa_${contactId}_${conversationId}`,
  conta: (uid: string) => `conta_${uid}`,
};
