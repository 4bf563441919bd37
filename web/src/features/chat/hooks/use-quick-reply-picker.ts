/**
 * The composer's quick replies: the list "/" opens (filtered by what follows it) or the Respostas
 * rápidas button opens (all of them), moved through with the arrows, chosen with Enter or a tap,
 * closed with Escape. Choosing puts the reply in the text, its variables filled for this conversation,
 * where the "/" and the shortcut were (from the button: where the cursor was).
 */
import { useState, type KeyboardEvent } from 'react';
import { fillQuickReply, matchingQuickReplies, type QuickReplyRow, type QuickReplyValues } from '@lab/domain/quick-replies';
import { useQuickReplies } from '../../../shared/hooks/use-quick-replies';
import { slashQueryAt } from './quick-reply-trigger';

export interface QuickReplySource {
  /** The variables' values for this conversation, read when a reply is chosen (its {data} is that day's). */
  values: () => QuickReplyValues;
}

interface OpenList {
  from: 'slash' | 'button';
  start: number;
  end: number;
  query: string;
}

export interface QuickReplyPicker {
  enabled: boolean;
  open: OpenList | null;
  options: QuickReplyRow[];
  /** How many replies the account has at all (0: the list says where to write one). */
  total: number;
  active: number;
  setActive: (index: number) => void;
  /** The text or its cursor changed: "/" opens the list, anything else closes the one it opened. */
  follow: (text: string, caret: number) => void;
  toggle: (selection: { start: number; end: number }) => void;
  close: () => void;
  /** A key in the list or the composer's box: true when the list took it. */
  onKey: (event: KeyboardEvent) => boolean;
  choose: (reply: QuickReplyRow) => void;
}

export function useQuickReplyPicker(
  source: QuickReplySource | null,
  text: string,
  insert: (next: string, caret: number) => void,
): QuickReplyPicker {
  const replies = useQuickReplies(source !== null);
  const all = replies.data ?? [];
  const [open, setOpen] = useState<OpenList | null>(null);
  const [active, setActive] = useState(0);
  const options = open ? matchingQuickReplies(all, open.query) : [];

  const show = (next: OpenList | null) => {
    if (next?.query !== open?.query || next?.from !== open?.from) setActive(0);
    setOpen(next);
  };
  const choose = (reply: QuickReplyRow) => {
    if (!open || !source) return;
    const filled = fillQuickReply(reply.texto, source.values());
    insert(`${text.slice(0, open.start)}${filled}${text.slice(open.end)}`, open.start + filled.length);
    setOpen(null);
  };
  const onKey = (event: KeyboardEvent): boolean => {
    if (!open) return false;
    const count = options.length;
    if (event.key === 'Escape') setOpen(null);
    else if (event.key === 'ArrowDown' && count > 0) setActive((active + 1) % count);
    else if (event.key === 'ArrowUp' && count > 0) setActive((active - 1 + count) % count);
    else if (event.key === 'Enter' && !event.shiftKey && count > 0) choose(options[Math.min(active, count - 1)]!);
    else return false;
    event.preventDefault();
    return true;
  };

  return {
    enabled: source !== null,
    open,
    options,
    total: all.length,
    active: Math.min(active, Math.max(options.length - 1, 0)),
    setActive,
    follow: (value, caret) => {
      if (!source) return;
      const slash = all.length > 0 ? slashQueryAt(value, caret) : null;
      if (slash) show({ from: 'slash', ...slash });
      else if (open) setOpen(null);
    },
    toggle: ({ start, end }) => show(open ? null : { from: 'button', start, end, query: '' }),
    close: () => setOpen(null),
    onKey,
    choose,
  };
}
