/** What deciding a studio change answers, and the shape of the planners that decide each kind. */
import type { CheckedChange, SkinChange } from '../studio-commands';
import type { DocTx, Reader } from '../../kernel/store/doc-port';
import type { SkinTree } from './skin-tree';
import type { EditSkinRefusal } from './studio-port';

/** A change decided: the writes it makes (run after every read), or why it is refused. */
export type Plan = { write: (tx: DocTx) => void; createdId: string | null } | { refused: EditSkinRefusal };

export const refuse = (refused: EditSkinRefusal): Plan => ({ refused });

/** The change of one kind. */
export type ChangeOf<K extends SkinChange['kind']> = Extract<CheckedChange, { kind: K }>;

/** Decides one kind of change: reads what it needs (nothing is written yet) and answers its Plan. */
export type Planner<K extends SkinChange['kind']> = (change: ChangeOf<K>, tree: SkinTree, tx: Reader) => Promise<Plan>;

export type Planners<K extends SkinChange['kind']> = { [P in K]: Planner<P> };
