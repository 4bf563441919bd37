import { useEffect, useRef, useState } from 'react';

/** A row while edited: `key` keeps its row (and the focus in it) as the list is reordered. */
export interface EditableRow {
  key: number;
}

/**
 * A list the studio edits whole (a form's subjects, its questions, an agenda's services): each row keeps its key, a
 * problem is cleared by the next edit, and after an edit the focus goes to the first of the named
 * `data-list-focus` targets (each form holds one list) that is there and enabled (a moved row's arrow, a new row's text,
 * "add" or "save" after a removal).
 */
export function useEditableList<R extends EditableRow, P>(
  initial: () => R[],
  blank: (rows: R[]) => R,
  /** The rows kept by the caller instead (a list inside a larger draft); `initial` is then unused. */
  kept?: { rows: R[]; setRows: (rows: R[]) => void },
) {
  const [own, setOwn] = useState<R[]>(initial);
  const rows = kept ? kept.rows : own;
  const setRows = kept ? kept.setRows : setOwn;
  const [problem, setProblem] = useState<P | null>(null);
  const [focus, setFocus] = useState<string[]>([]);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const form = list.current?.parentElement;
    for (const key of focus) {
      const target = form?.querySelector<HTMLElement>(`[data-list-focus="${key}"]:not(:disabled)`);
      if (target) return target.focus();
    }
  }, [focus, rows]);

  const edit = (next: R[], ...focusOn: string[]) => {
    setRows(next);
    setProblem(null);
    setFocus(focusOn);
  };
  return {
    rows,
    list,
    problem,
    setProblem,
    change: (key: number, fields: Partial<R>) => edit(rows.map((r) => (r.key === key ? { ...r, ...fields } : r))),
    move: (index: number, to: number) => {
      const next = [...rows];
      const [moved] = next.splice(index, 1);
      if (!moved) return;
      next.splice(to, 0, moved);
      const [same, other] = to < index ? ['up', 'down'] : ['down', 'up'];
      edit(next, `${moved.key}:${same}`, `${moved.key}:${other}`);
    },
    remove: (key: number) =>
      edit(
        rows.filter((r) => r.key !== key),
        'add',
        'save',
      ),
    add: () => {
      const row = blank(rows);
      edit([...rows, row], `${row.key}:text`);
    },
  };
}
