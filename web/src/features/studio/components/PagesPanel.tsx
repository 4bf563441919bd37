import { useId, useState, type FormEvent } from 'react';
import { charCount, pageSlugOf } from '@lab/domain/skins';
import { MESSAGES, STUDIO_TEXT_LIMITS as MAX, type Addresses } from '@lab/domain/kernel';
import { validatePageSlug } from '@lab/domain/studio';
import { qrTargetOf } from '../../../shared/qr';
import { useAppPaths } from '../../../shared/routes/app-paths';
import { Field } from '../../../shared/ui/field';
import { pageLabel, type StudioPage } from '../studio-model';
import { pageActions } from '../studio-actions';
import { deletionItem } from './deletion-item';
import { LengthLeft } from './LengthLeft';
import { MoreMenu, type MoreMenuItem } from './MoreMenu';
import { MoveButtons } from './MoveButtons';
import { useStudioContext, type StudioContextValue } from './studio-context';

/** The skin's pages as the tab bar shows them: choose one to edit, add, rename, reorder, mark main, delete. */
export function PagesPanel({ selected, onSelect }: { selected: StudioPage; onSelect: (pageId: string) => void }) {
  const { site } = useStudioContext();
  const titleId = useId();
  return (
    <section className="studio-panel" aria-labelledby={titleId}>
      <h3 id={titleId} tabIndex={-1} data-focus="pages-heading">
        Páginas
      </h3>
      <ul className="studio-list" aria-label="Páginas">
        {site.paginas.map((page, index) => (
          <PageItem
            key={page.id_pagina}
            page={page}
            index={index}
            count={site.paginas.length}
            selected={page.id_pagina === selected.id_pagina}
            onSelect={onSelect}
          />
        ))}
      </ul>
      <NewPageForm onCreated={onSelect} />
    </section>
  );
}

function PageItem({
  page,
  index,
  count,
  selected,
  onSelect,
}: {
  page: StudioPage;
  index: number;
  count: number;
  selected: boolean;
  onSelect: (pageId: string) => void;
}) {
  const context = useStudioContext();
  const appPaths = useAppPaths();
  const { skin, change } = context;
  const [renaming, setRenaming] = useState(false);
  const label = pageLabel(page);
  const focusKey = `page:${page.id_pagina}`;

  return (
    <li className={`studio-item${selected ? ' studio-item--selected' : ''}`}>
      <div className="studio-item__row">
        <button
          type="button"
          className="studio-item__main"
          aria-pressed={selected}
          data-focus={`${focusKey}:open`}
          onClick={() => onSelect(page.id_pagina)}
        >
          <span className="studio-item__title">{label}</span>
          <span className="studio-item__meta">
            {appPaths.skinPage(skin, page.id_pagina)}
            {page.is_main && ' · principal'}
          </span>
        </button>
        <div className="studio-item__actions">
          <MoveButtons
            label={label}
            index={index}
            count={count}
            focusKey={focusKey}
            onMove={(toIndex) => void change(pageActions.move(page, toIndex))}
          />
          <MoreMenu label={label} items={pageMenuItems(context, appPaths, page, () => setRenaming(true))} />
        </div>
      </div>
      {renaming && <RenameForm page={page} onDone={() => setRenaming(false)} />}
    </li>
  );
}

/**
 * A page's "⋯": Renomear, for any page but the main one Tornar principal, its QR code, then (again
 * not on the main page) Excluir last, away from the rest; the order people learned stays.
 */
function pageMenuItems(context: StudioContextValue, appPaths: Addresses, page: StudioPage, onRename: () => void): MoreMenuItem[] {
  const { skin, site, change, keepFocus, showQr } = context;
  const label = pageLabel(page);
  const named = (action: string) => (
    <>
      {action} <span className="visually-hidden">{label}</span>
    </>
  );
  const rename: MoreMenuItem = { key: 'rename', label: named('Renomear'), onSelect: onRename };
  const makeMain: MoreMenuItem = {
    key: 'main',
    label: named('Tornar principal'),
    onSelect: () => {
      keepFocus(`page:${page.id_pagina}:open`);
      void change(pageActions.makeMain(page));
    },
  };
  const deletion = deletionItem(context, pageActions.delete(page, appPaths.skinPage(skin, page.id_pagina)), 'pages-heading');
  const qr: MoreMenuItem = {
    key: 'qr',
    label: named('QR code'),
    onSelect: () =>
      showQr(qrTargetOf(site.skin, window.location.origin, { pageId: page.id_pagina, title: `da página ${label}` })),
  };
  return page.is_main ? [rename, qr] : [rename, makeMain, qr, deletion];
}

function RenameForm({ page, onDone }: { page: StudioPage; onDone: () => void }) {
  const { skin, change } = useStudioContext();
  const appPaths = useAppPaths();
  const [nome, setNome] = useState(page.nome);
  const id = useId();
  const hintId = useId();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if ((await change(pageActions.rename(page, nome.trim()))).ok) onDone();
  };
  return (
    <form className="studio-subform" aria-label={`Renomear ${pageLabel(page)}`} onSubmit={(e) => void onSubmit(e)}>
      <Field
        id={id}
        className="studio-field"
        label="Nome na aba"
        describedBy={`${hintId} ${id}-left`}
        after={<LengthLeft id={`${id}-left`} value={nome.trim()} max={MAX.pageLabel} />}
      >
        {(control) => (
          <>
            <input
              {...control}
              className="neon-field"
              value={nome}
              onChange={(e) => setNome(e.target.value)}
              autoComplete="off"
              // Opened by the person's own Renomear, so focus goes where they asked.
              autoFocus
            />
            <p id={hintId} className="studio-hint">
              Só o nome na aba muda: o endereço {appPaths.skinPage(skin, page.id_pagina)} continua o mesmo e os links antigos
              seguem funcionando.
            </p>
          </>
        )}
      </Field>
      <div className="studio-buttons">
        <button type="submit" className="neon-button">
          Salvar nome
        </button>
        <button type="button" className="neon-button" onClick={onDone}>
          Cancelar
        </button>
      </div>
    </form>
  );
}

/** The skin's address with "…" for the page's part: built on a plain segment, since "…" itself would be encoded. */
function addressToCome(appPaths: Addresses, skin: string): string {
  return `${appPaths.skinPage(skin, 'x').slice(0, -1)}…`;
}

/** What is wrong with a new page's name as typed, before anything is sent; null when nothing is. */
function pageNameProblem(nome: string): string | null {
  const typed = nome.trim();
  if (typed === '') return null;
  if (charCount(typed) > MAX.pageLabel) return MESSAGES.pageLabelInvalid;
  const slug = pageSlugOf(typed);
  return slug === '' ? MESSAGES.pageNameNoLetters : validatePageSlug(slug);
}

/** "Nova página": named as she would say it ("Sobre mim"), its address made from the name as she types. */
function NewPageForm({ onCreated }: { onCreated: (pageId: string) => void }) {
  const { skin, change } = useStudioContext();
  const appPaths = useAppPaths();
  const [nome, setNome] = useState('');
  const id = useId();
  const hintId = useId();
  const slug = pageSlugOf(nome);
  const problem = pageNameProblem(nome);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem || nome.trim() === '') return;
    const created = await change(pageActions.add(nome.trim()));
    if (!created.ok) return;
    setNome('');
    // A change asked for meanwhile (a container on the page on screen) keeps that page on screen, so
    // what was just saved is what the person sees; the new page is one click away in the list.
    if (created.latest) onCreated(created.createdId ?? slug);
  };
  return (
    <form className="studio-subform studio-new" aria-label="Nova página" onSubmit={(e) => void onSubmit(e)}>
      <h4>Nova página</h4>
      <Field
        id={id}
        className="studio-field"
        label="Nome da página"
        error={problem}
        describedBy={`${hintId} ${id}-left`}
        after={<LengthLeft id={`${id}-left`} value={nome.trim()} max={MAX.pageLabel} />}
      >
        {(control) => (
          <>
            <input
              {...control}
              className="neon-field"
              value={nome}
              onChange={(e) => setNome(e.target.value)}
              autoComplete="off"
              placeholder="Ex.: Sobre mim"
            />
            <p id={hintId} className="studio-hint">
              Endereço: {slug ? appPaths.skinPage(skin, slug) : addressToCome(appPaths, skin)}
            </p>
          </>
        )}
      </Field>
      <button type="submit" className="neon-button neon-button--filled">
        Criar página
      </button>
    </form>
  );
}
