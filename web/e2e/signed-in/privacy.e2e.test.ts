/**
 * The privacy page on the demo, as people use it: the notice (who answers for the data, how long logs
 * are kept, the rights) linked from the login page, every skin's footer and under the contact form;
 * **Não registrar minhas visitas**, after which a browser's visits leave no access or navigation log
 * while a browser taking the same steps without it is logged; and **Seus dados pelo e-mail**, whose
 * one-time link lists exactly what was sent with that address, downloads it, deletes it and is then
 * worth nothing, like a forged one. Every screen at 1280 and 375 px with no serious axe finding.
 * Between the steps, the demo backend's saved data (IndexedDB) stands for the server's.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { contactIdOf, MESSAGES, paths } from '@lab/domain/kernel';
import { waitForSavedCount } from '../harness';
import { untilSettled, untilTheAppOwns } from '../public/public-site';
import { VISIT_OPT_OUT_KEY } from '../../src/shared/privacy/visit-consent';
import { savedSnapshot } from './demo-carry';
import {
  chooseFromDrawer,
  expectAccessibleAt,
  openMenuFromSkin,
  sessionPerFile,
  signInToSkin,
  signOutFromMenu,
  watchPageErrors,
} from './signed-in-site';

const session = sessionPerFile();
const LINK_INVALID = MESSAGES.dataLinkInvalid;
const LINK_SENT = 'Se esse e-mail enviou mensagens por aqui, o link chega nele em alguns minutos.';

type Docs = Record<string, Record<string, unknown>>;

async function savedDocs(page: Page): Promise<Docs> {
  return (await savedSnapshot(page))?.docs ?? {};
}

/** The saved documents' paths under `prefix`. */
const pathsUnder = (docs: Docs, prefix: string) => Object.keys(docs).filter((path) => path.startsWith(prefix));

/** Writes through the site's own contact form at /lab/contato and waits until the contact is saved. */
async function sendContact(page: Page, email: string, message: string): Promise<void> {
  if (new URL(page.url()).pathname !== '/lab/contato') await page.goto('/lab/contato');
  const form = page.getByRole('form', { name: 'Como posso ajudar?' });
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('combobox', { name: 'Assunto' }).selectOption('ONE PAGE');
  await form.getByRole('textbox', { name: 'Mensagem' }).fill(message);
  await form.getByRole('button', { name: 'ENVIAR' }).click();
  await page.getByText('CONTATO REALIZADO COM SUCESSO!').waitFor({ timeout: 15000 });
  await waitForSavedCount(page, paths.contato(contactIdOf(email, 'lab')), 'naoLidasLab', 1);
}

/** From /privacidade, asks for the e-mailed link; returns what the page answers. */
async function askForLink(page: Page, email: string): Promise<string> {
  await page.goto('/privacidade');
  // The notice is prerendered: what is typed before the app hydrates it is the server's HTML's, and lost.
  await untilSettled(page);
  const section = page.getByRole('region', { name: 'Seus dados pelo e-mail' });
  await section.getByRole('textbox', { name: 'Seu e-mail' }).fill(email);
  await section.getByRole('button', { name: 'Enviar link' }).click();
  const status = section.getByRole('status');
  await status.filter({ hasText: /\S/ }).waitFor();
  return (await status.textContent()) ?? '';
}

/** The e-mails the demo queued for the data link, by recipient, with the link each carries. */
function dataLinkMails(docs: Docs): Array<{ to: unknown; link: string | undefined }> {
  return pathsUnder(docs, 'mail/')
    .map((path) => docs[path] as { tipo?: string; to?: unknown; message?: { text?: string; html?: string } })
    .filter((mail) => mail.tipo === 'acesso-dados')
    .map((mail) => ({ to: mail.to, link: /abra: (\S+)/.exec(mail.message?.text ?? '')?.[1] }));
}

/** How many addresses the saved e-mails are queued to, all together. */
const recipients = (docs: Docs) =>
  pathsUnder(docs, 'mail/').reduce((n, path) => n + ((docs[path]?.['to'] as unknown[] | undefined)?.length ?? 0), 0);

/** The session's navegacaoHash, once the tracker has made it (it does so as it logs the first view). */
async function navigationHash(page: Page): Promise<string> {
  const handle = await page.waitForFunction(() => localStorage.getItem('navegacaoHash'));
  const hash = String(await handle.jsonValue());
  expect(hash).toMatch(/^[0-9a-f-]{36}$/);
  return hash;
}

describe('the privacy notice', () => {
  it('says who answers for the data, for how long logs are kept and each right, linked wherever data is asked for', async () => {
    const page = await session.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Entrar com Google' }).waitFor({ timeout: 15000 });
    expect(await page.getByRole('link', { name: 'Política de Privacidade' }).getAttribute('href')).toBe('/privacidade');

    await page.goto('/lab/contato');
    await untilTheAppOwns(page);
    const underForm = page.getByText(/Ao enviar, você concorda com a/).getByRole('link', { name: 'Política de Privacidade' });
    expect(await underForm.getAttribute('href')).toBe('/privacidade');
    const footer = page.locator('.skin-footer').getByRole('link', { name: 'Política de Privacidade' });
    await footer.click();
    await page.getByRole('heading', { level: 1, name: 'Política de Privacidade do Lab' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/privacidade');
    // The notice leads back to the skin the visitor came from.
    const back = page.getByRole('link', { name: 'Voltar para lab' });
    expect(await back.getAttribute('href')).toBe('/lab/home');

    const controller = page.getByRole('region', { name: 'Quem cuida dos seus dados' });
    expect(await controller.textContent()).toContain('Estúdio Lab (exemplo)');
    expect(await controller.getByRole('link', { name: 'privacidade@lab.exemplo.com.br' }).getAttribute('href')).toBe(
      'mailto:privacidade@lab.exemplo.com.br',
    );
    expect(await page.getByRole('region', { name: 'Por quanto tempo' }).textContent()).toMatch(
      /Registros de acesso, de navegação e de login: 6 meses/,
    );
    const rights = await page.getByRole('region', { name: /Seus direitos \(art\. 18 da LGPD\)/ }).textContent();
    for (const right of ['Confirmação e acesso', 'portabilidade', 'Correção', 'Eliminação', 'Oposição', 'ANPD']) {
      expect(rights).toContain(right);
    }
    await expectAccessibleAt(page, 'privacy-notice');
    expect(errors).toEqual([]);
  });
});

describe('Não registrar minhas visitas', () => {
  const CHOICE = 'Não registrar minhas visitas';

  /** Waits until the page's first view is saved in its navigation log; returns the session's hash. */
  async function firstViewLogged(page: Page): Promise<string> {
    const hash = await navigationHash(page);
    await waitForSavedCount(page, paths.navegacao(hash), 'registros', 1);
    return hash;
  }

  /**
   * A skin's home, its Contato tab and a message sent there. The message is saved after the tracker's
   * chances on both pages (its calls would be queued first), so what is saved then is the whole log.
   */
  async function skinPagesAndMessage(page: Page, email: string): Promise<Docs> {
    await page.goto('/lab/home');
    await untilTheAppOwns(page);
    await page.getByRole('navigation', { name: 'Páginas' }).getByRole('link', { name: 'Contato' }).click();
    await page.getByRole('form', { name: 'Como posso ajudar?' }).waitFor();
    await sendContact(page, email, 'Olá! Quero saber mais sobre o laboratório.');
    return savedDocs(page);
  }

  const logPaths = (docs: Docs) => [...pathsUnder(docs, 'acessos/'), ...pathsUnder(docs, 'navegacoes/')].sort();
  const viewsOf = (docs: Docs, hash: string) =>
    ((docs[paths.navegacao(hash)]?.['registros'] ?? []) as Array<{ path: string }>).map((r) => r.path);

  it('keeps a browser that chose it out of the access and navigation logs, where the same steps log another browser', async () => {
    // The control: a browser that opens the privacy page and leaves the choice alone is logged throughout.
    const control = await session.newPage();
    await control.goto('/privacidade');
    const controlHash = await firstViewLogged(control);
    await skinPagesAndMessage(control, 'controle@example.com');
    await waitForSavedCount(control, paths.navegacao(controlHash), 'registros', 3);
    const controlDocs = await savedDocs(control);
    expect(viewsOf(controlDocs, controlHash)).toEqual(['/privacidade', '/lab/home', '/lab/contato']);
    expect(controlDocs[paths.acesso(controlHash)]).toBeDefined();

    // The same steps, ticking the choice on the privacy page (whose own view was logged before it).
    const chooser = await session.newPage();
    await chooser.goto('/privacidade');
    const hash = await firstViewLogged(chooser);
    await chooser.getByRole('checkbox', { name: CHOICE }).check();
    expect(await chooser.evaluate((key) => localStorage.getItem(key), VISIT_OPT_OUT_KEY)).toBe('1');
    const before = await savedDocs(chooser);
    const after = await skinPagesAndMessage(chooser, 'escolheu@example.com');
    expect(after[paths.contato(contactIdOf('escolheu@example.com', 'lab'))]).toBeDefined();
    expect(viewsOf(after, hash)).toEqual(['/privacidade']);
    expect(after[paths.acesso(hash)]).toEqual(before[paths.acesso(hash)]);
    expect(logPaths(after)).toEqual(logPaths(before));

    // A browser that chose it on an earlier visit and now opens a skin page first: no log at all.
    const returning = await (
      await session.newContext({
        storageState: {
          cookies: [],
          origins: [{ origin: session.url, localStorage: [{ name: VISIT_OPT_OUT_KEY, value: '1' }] }],
        },
      })
    ).newPage();
    const returned = await skinPagesAndMessage(returning, 'voltou@example.com');
    const seeded = logPaths(controlDocs).filter((path) => !path.endsWith(`/${controlHash}`));
    expect(logPaths(returned)).toEqual(seeded);
  });
});

describe('Seus dados pelo e-mail', () => {
  const ANA = 'ana.privacidade@example.com';
  const ANA_SAYS = 'Oi, sou a Ana e quero um site para a minha padaria.';
  const BRUNO_SAYS = 'Aqui é o Bruno: preciso de um orçamento de logotipo.';

  it('e-mails a one-time link that lists, downloads and deletes exactly what that address sent', async () => {
    const page = await session.newPage();
    const errors = watchPageErrors(page);
    await sendContact(page, ANA, ANA_SAYS);
    await page.reload();
    await sendContact(page, 'bruno.privacidade@example.com', BRUNO_SAYS);
    const before = dataLinkMails(await savedDocs(page));

    const unknownAnswer = await askForLink(page, 'ninguem.escreveu@example.com');
    await expectAccessibleAt(page, 'privacy-link-asked');
    const recipientsBefore = recipients(await savedDocs(page));
    expect(await askForLink(page, ANA)).toBe(unknownAnswer);
    expect(unknownAnswer).toBe(LINK_SENT);
    await waitForSavedCount(page, 'mail/', 'to', recipientsBefore + 1);
    const mails = dataLinkMails(await savedDocs(page)).filter((mail) => !before.some((b) => b.link === mail.link));
    expect(mails.map((mail) => mail.to)).toEqual([[ANA]]);
    const link = mails[0]?.link ?? '';
    expect(link.startsWith(`${session.url}/privacidade/mensagens#`)).toBe(true);

    // The owners' CAIXA DE SAÍDA lists it among what the site queued.
    await signInToSkin(page, 'Dona do Lab');
    await openMenuFromSkin(page);
    await chooseFromDrawer(page, 'CAIXA DE SAÍDA');
    const queued = page
      .getByRole('list', { name: 'E-mails' })
      .getByRole('listitem')
      .filter({ hasText: 'Acesso aos dados' })
      .filter({ hasText: `Para: ${ANA}` });
    expect(await queued.textContent()).toContain('Suas mensagens no Lab');
    await signOutFromMenu(page);

    await page.goto(link);
    await page.getByText(`Mensagens enviadas com ${ANA}.`).waitFor();
    const listed = page.locator('.privacy__conversations');
    expect(await listed.locator(':scope > li').count()).toBe(1);
    expect(await listed.textContent()).toContain(ANA_SAYS);
    expect(await page.textContent('main')).not.toContain(BRUNO_SAYS);
    await expectAccessibleAt(page, 'privacy-messages');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar' }).click()]);
    expect(download.suggestedFilename()).toBe('minhas-mensagens-lab.json');
    const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      email: string;
      conversas: Array<{ mensagens: Array<{ texto: string; suas: boolean }> }>;
    };
    expect(file.email).toBe(ANA);
    expect(file.conversas.flatMap((c) => c.mensagens.filter((m) => m.suas).map((m) => m.texto))).toEqual([ANA_SAYS]);

    await page.getByRole('button', { name: 'Excluir' }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir suas mensagens?' });
    await expectAccessibleAt(page, 'privacy-messages-confirm');
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('status').filter({ hasText: 'Suas mensagens foram excluídas. O link não vale mais.' }).waitFor();
    const after = JSON.stringify(await savedDocs(page));
    expect(after).not.toContain(ANA_SAYS);
    expect(after).toContain(BRUNO_SAYS);
    // The e-mail that carried the link was about them too, and went with the rest.
    expect(dataLinkMails(await savedDocs(page)).filter((mail) => JSON.stringify(mail.to) === JSON.stringify([ANA]))).toEqual([]);

    await page.goto('/privacidade');
    await page.goto(link);
    await page.getByRole('alert').filter({ hasText: LINK_INVALID }).waitFor();
    expect(await page.textContent('main')).not.toContain(ANA);
    await page.goto('/privacidade');
    await page.goto(`${session.url}/privacidade/mensagens#${'Forjado1'.repeat(4)}`);
    await page.getByRole('alert').filter({ hasText: LINK_INVALID }).waitFor();
    await expectAccessibleAt(page, 'privacy-messages-invalid');

    expect(errors).toEqual([]);
  });
});
