import { useCallback, useEffect, useRef, useState } from 'react';
import type { SkinChange } from '@lab/domain/studio';
import type { SkinSite } from '@lab/domain/kernel';
import { useBackend } from '../../../shared/backend/context';
import { useMutation, type Attempt } from '../../../shared/hooks/use-mutation';
import { editSkin, loadSkinTree, uploadSkinImage, type UploadedImage } from '../api/studio-api';
import type { StudioAction } from '../studio-actions';

export type TreeState = { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'ready'; site: SkinSite };

/** What the status line says about the last change: `what` names it in Portuguese ("Nova página portfolio"). */
export type SaveState =
  | { status: 'idle' }
  | { status: 'saving'; what: string }
  | { status: 'saved'; what: string }
  /** A picture is stored, but nothing shows it until the form holding it is saved. */
  | { status: 'uploaded'; what: string }
  | { status: 'refused'; what: string; reason: string };

/**
 * How a change ended. `latest`: no other change was asked for while it ran, so the screen may follow
 * it (open the page it created) without moving away from what the person did next.
 */
export type ChangeResult =
  | { ok: true; createdId: string | null; latest: boolean }
  /** `reason`: the refusal in Portuguese, as the status line says it. */
  | { ok: false; reason?: string };

export interface Studio {
  tree: TreeState;
  save: SaveState;
  /** Grows with every saved change, so the preview reloads. */
  savedCount: number;
  /** Runs one change in turn; says whether it was saved, and the id it created (a new page, container or card). */
  change: (action: StudioAction) => Promise<ChangeResult>;
  /** Sends an image; resolves with its URL, or null when refused. */
  upload: (file: File) => Promise<string | null>;
  /** Sends an image; resolves with its URL and its size (a gallery keeps both), or null when refused. */
  uploadSized: (file: File) => Promise<UploadedImage | null>;
  /** Approves (into its container, republishing the page) or refuses a quote sent through her link. */
  review: (pendenteId: string, aprovar: boolean) => Promise<ChangeResult>;
}

/** The skin's tree as stored, read now and again on `reload`; `mounted` says whether answers may still land. */
function useStoredTree(skin: string) {
  const backend = useBackend();
  // Each answer remembers which skin it is of, so another skin's studio shows loading, never the last tree.
  const [answer, setAnswer] = useState<{ skin: string; tree: TreeState } | null>(null);
  const tree: TreeState = answer?.skin === skin ? answer.tree : { status: 'loading' };
  const mounted = useRef(true);

  const reload = useCallback(
    (): Promise<void> =>
      loadSkinTree(backend, skin).then(
        (site) => {
          if (mounted.current) setAnswer({ skin, tree: site ? { status: 'ready', site } : { status: 'missing' } });
        },
        (error: unknown) => {
          console.error('Erro ao carregar a skin:', error);
          if (mounted.current) setAnswer({ skin, tree: { status: 'error' } });
        },
      ),
    [backend, skin],
  );

  useEffect(() => {
    mounted.current = true;
    void reload();
    return () => {
      mounted.current = false;
    };
  }, [reload]);

  return { tree, reload, mounted };
}

/**
 * The studio's state: the skin's tree as stored, and the one change being saved. Changes run one
 * after the other, in the order the person made them, and after each (saved or refused) the tree is
 * read again, so the screen never shows something the server did not keep.
 */
export function useStudio(skin: string): Studio {
  const backend = useBackend();
  const { tree, reload, mounted } = useStoredTree(skin);
  const [save, setSave] = useState<SaveState>({ status: 'idle' });
  const [savedCount, setSavedCount] = useState(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const asked = useRef(0);

  // Every command goes through the shared mutation hook, which logs it and words its refusal.
  const edit = useMutation((skinChange: SkinChange) => editSkin(backend, skin, skinChange), {
    logAs: 'Erro ao salvar a mudança:',
    fallback: 'Não foi possível salvar a mudança.',
  });
  const reviewing = useMutation(
    (pendenteId: string, aprovar: boolean) => backend.call('reviewTestimonial', { skin, pendenteId, aprovar }),
    { logAs: 'Erro ao revisar o depoimento:', fallback: 'Não foi possível salvar sua decisão sobre o depoimento.' },
  );
  const send = useMutation((file: File) => uploadSkinImage(backend, skin, file), {
    logAs: 'Erro ao enviar a imagem:',
    fallback: 'Não foi possível enviar a imagem.',
  });

  /** Runs `work` after every change before it, then reads the tree and only then says how it went. */
  const inTurn = <T>(
    what: string,
    work: () => Promise<Attempt<T>>,
    done: 'saved' | 'uploaded' = 'saved',
  ): Promise<Attempt<T>> => {
    const run = async (): Promise<Attempt<T>> => {
      if (mounted.current) setSave({ status: 'saving', what });
      const outcome = await work();
      // "Salvo" and "Não salvo" are said once the screen shows what is stored.
      await reload();
      if (mounted.current) {
        setSave(outcome.ok ? { status: done, what } : { status: 'refused', what, reason: outcome.error });
        if (outcome.ok && done === 'saved') setSavedCount((count) => count + 1);
      }
      return outcome;
    };
    const next = queue.current.then(run);
    queue.current = next.catch(() => undefined);
    return next;
  };

  const change = async ({ change: skinChange, what }: StudioAction): Promise<ChangeResult> => {
    const ticket = (asked.current += 1);
    const outcome = await inTurn(what, () => edit.attempt(skinChange));
    return outcome.ok
      ? { ok: true, createdId: outcome.value.createdId ?? null, latest: ticket === asked.current }
      : { ok: false, reason: outcome.error };
  };

  const uploadSized = async (file: File): Promise<UploadedImage | null> => {
    const outcome = await inTurn(`Imagem ${file.name}`, () => send.attempt(file), 'uploaded');
    return outcome.ok ? outcome.value : null;
  };
  const upload = async (file: File): Promise<string | null> => (await uploadSized(file))?.url ?? null;

  const review = async (pendenteId: string, aprovar: boolean): Promise<ChangeResult> => {
    const what = aprovar ? 'Depoimento aprovado' : 'Depoimento recusado';
    const outcome = await inTurn(what, () => reviewing.attempt(pendenteId, aprovar));
    return outcome.ok ? { ok: true, createdId: null, latest: true } : { ok: false, reason: outcome.error };
  };

  return { tree, save, savedCount, change, upload, uploadSized, review };
}
