/**
 * Moderation on the demo: a visitor reports Visitante Teste's skin from its footer; an owner sees the
 * report in DENÚNCIAS, hides the skin (the visitor's page then says "Skin indisponível"), restores it
 * and dismisses the report; in USERS the owner blocks Visitante Teste (their skin unavailable again)
 * and unblocks them. Each screen at 1280 and 375 px with no serious axe finding (screenshots in
 * /tmp/shots).
 *
 * The demo's database is the browser's own (IndexedDB, shared by the tabs of one context), so the
 * visitor and the owner have one each; what a server would do between them is done here: the
 * visitor's report is carried into the owner's database, and the owner's decisions are what the
 * visitor's browser reads next.
 */
import type { Page } from 'playwright-core';
import { MOTIVOS_DENUNCIA } from '@lab/domain/moderation';
import { carryOver, savedSnapshot } from './demo-carry';
import {
  chooseFromDrawer,
  expectAccessibleAt,
  openMenuFromSkin,
  screenshot,
  sessionPerFile,
  signInToSkin,
  watchPageErrors,
} from './signed-in-site';

const session = sessionPerFile();

const REPORT_TEXT = 'Pede um Pix adiantado e some depois.';

/**
 * The owner's database becomes the visitor's, whole, as one server would answer both: unlike
 * carryOver, what the owner's decisions removed (a withdrawn snapshot) is gone on the visitor's side too.
 */
async function mirror(from: Page, to: Page): Promise<void> {
  const owner = await savedSnapshot(from);
  if (!owner) throw new Error('a dona não gravou nada');
  await to.evaluate(
    (incoming) =>
      navigator.locks.request(
        'lab-demo-commands',
        () =>
          new Promise<void>((resolve, reject) => {
            const open = indexedDB.open('lab-demo');
            open.onerror = () => reject(open.error ?? new Error('indexedDB.open falhou'));
            open.onsuccess = () => {
              const store = open.result.transaction('kv', 'readwrite').objectStore('kv');
              const put = store.put({ ...incoming, revision: incoming.revision + 1_000 }, 'snapshot');
              put.onerror = () => reject(put.error ?? new Error('a gravação do snapshot falhou'));
              put.onsuccess = () => resolve();
            };
          }),
      ),
    owner,
  );
}

/** The visitor opens Visitante Teste's skin afresh, as after the owners' decision. */
async function visitorSees(visitor: Page, owner: Page, what: 'a skin' | 'Skin indisponível'): Promise<void> {
  await mirror(owner, visitor);
  await visitor.goto('/visitante/home');
  if (what === 'a skin') await visitor.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  else await visitor.getByText('Skin indisponível').first().waitFor();
}

/** The row of DENÚNCIAS reporting `skin` (each names it by a link to it). */
const reportOf = (owner: Page, skin: string) =>
  owner
    .getByRole('list', { name: 'Denúncias recebidas' })
    .getByRole('listitem')
    .filter({ has: owner.getByRole('link', { name: skin, exact: true }) });

async function reportFromFooter(visitor: Page, skin: string, shot?: string): Promise<void> {
  await visitor.goto(`/${skin}`);
  const denunciar = visitor.getByRole('button', { name: 'Denunciar' });
  await denunciar.scrollIntoViewIfNeeded();
  if (shot) await screenshot(visitor, shot);
  await denunciar.click();
  const dialog = visitor.getByRole('dialog', { name: `Denunciar a skin ${skin}` });
  await dialog.getByRole('radio', { name: MOTIVOS_DENUNCIA.golpe }).check();
  await dialog.getByRole('textbox', { name: 'Conte o que há de errado' }).fill(REPORT_TEXT);
  await expectAccessibleAt(visitor, 'report-dialog');
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await dialog.getByText('Denúncia enviada. Obrigado por avisar.').waitFor();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await denunciar.evaluate((button) => button === document.activeElement)).toBe(true);
}

describe('moderation, on the demo backend', () => {
  it('takes a report to the owners, who hide the skin, restore it, dismiss the report, then block and unblock its account', async () => {
    const visitor = await (await session.newContext()).newPage();
    const visitorErrors = watchPageErrors(visitor);
    await reportFromFooter(visitor, 'visitante', 'skin-footer-denunciar');

    const owner = await (await session.newContext()).newPage();
    const ownerErrors = watchPageErrors(owner);
    await signInToSkin(owner, 'Dona do Lab');
    await carryOver(visitor, owner);
    await openMenuFromSkin(owner);
    await chooseFromDrawer(owner, 'DENÚNCIAS');
    await owner.getByRole('heading', { level: 1, name: 'DENÚNCIAS' }).waitFor();
    const row = reportOf(owner, 'visitante');
    await row.getByText(MOTIVOS_DENUNCIA.golpe).waitFor();
    await row.getByText('Aberta').waitFor();
    await expectAccessibleAt(owner, 'reports');

    await row.getByRole('button', { name: 'Ocultar skin' }).click();
    const confirm = owner.getByRole('dialog', { name: 'Ocultar skin' });
    await confirm.getByText('Ocultar a skin visitante? Ela deixa de ser exibida ao público.').waitFor();
    await confirm.getByRole('button', { name: 'Ocultar skin' }).click();
    await row.getByRole('button', { name: 'Restaurar' }).waitFor();
    await row.getByText('Skin oculta').waitFor();
    await visitorSees(visitor, owner, 'Skin indisponível');
    await expectAccessibleAt(visitor, 'skin-unavailable');

    await row.getByRole('button', { name: 'Restaurar' }).click();
    await row.getByRole('button', { name: 'Ocultar skin' }).waitFor();
    await visitorSees(visitor, owner, 'a skin');

    // Hiding resolved that report (and one browser reports a skin once a day): another skin's is dismissed.
    await reportFromFooter(visitor, 'sol');
    await carryOver(visitor, owner);
    const sol = reportOf(owner, 'sol');
    await sol.getByRole('button', { name: 'Dispensar' }).click();
    await sol.getByText('Dispensada').waitFor();
    await owner.getByRole('button', { name: 'Dispensar' }).waitFor({ state: 'detached' });
    await expectAccessibleAt(owner, 'reports-decided');

    await chooseFromDrawer(owner, 'USERS');
    const user = owner.getByRole('list', { name: 'Usuários' }).getByRole('listitem').filter({ hasText: 'Visitante Teste' });
    await user.getByRole('button', { name: 'Bloquear conta' }).click();
    const block = owner.getByRole('dialog', { name: 'Bloquear conta' });
    await block.getByText('Bloquear Visitante Teste? A conta não poderá entrar e as skins dela ficam ocultas.').waitFor();
    await block.getByRole('button', { name: 'Bloquear conta' }).click();
    await user.getByText('Bloqueada').waitFor();
    await expectAccessibleAt(owner, 'users-blocked');
    await visitorSees(visitor, owner, 'Skin indisponível');

    await user.getByRole('button', { name: 'Desbloquear' }).click();
    await user.getByRole('button', { name: 'Bloquear conta' }).waitFor();
    expect(await user.getByText('Bloqueada').count()).toBe(0);
    await visitorSees(visitor, owner, 'a skin');

    expect(visitorErrors).toEqual([]);
    expect(ownerErrors).toEqual([]);
  });
});
