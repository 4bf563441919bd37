/**
 * Signed in on the Emulator Suite: the account chooser signing in to the Auth emulator (a seeded
 * account and a brand-new one, with no request leaving the machine), a refusal in the server's own
 * words through the Functions SDK, the studio's changes seen by another browser, the owner's screens
 * on live Firestore reads, and a chat between a user and an owner in two browsers.
 */
import { join } from 'node:path';
import { MESSAGES } from '@lab/domain/kernel';
import { untilTheAppOwns } from '../public/public-site';
import { chooseFromDrawer, screenshot, sessionPerFile, signIn, signInToSkin, watchPageErrors } from '../signed-in/signed-in-site';
import { addContainer, addPage, refused, saved, startCard } from '../signed-in/studio-steps';
import { EMULATOR_SITE, watchOutsideRequests } from './emulator-site';

const session = sessionPerFile(EMULATOR_SITE);
/** Names no other run of this file has used: the emulators keep data across the files of a run. */
const unique = `${Date.now().toString(36)}`;

describe('signed in on the emulators', () => {
  it('signs a seeded account in through the chooser, asking nothing of Google', async () => {
    const page = await session.newPage();
    const outside = watchOutsideRequests(page);
    const errors = watchPageErrors(page);
    await signInToSkin(page, 'Visitante Teste');
    await page.getByRole('link', { name: 'Abrir menu' }).waitFor();
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('signs a brand-new account in with "Nova conta", asks her name, and puts her page at the address it makes', async () => {
    const page = await session.newPage();
    await signIn(page, 'Nova conta');
    await page.waitForURL(/\/menu\/[^/]+\/primeiros-passos$/, { timeout: 30000 });
    // Not "Marina Souza": marina.e2e.test.ts takes /marina-souza in the same run of the emulators.
    await page.getByLabel('Seu nome').pressSequentially('Joana Lima');
    await page.getByText('Disponível.').waitFor({ timeout: 20000 });
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('radio', { name: /Página em branco/ }).check();
    await page.getByRole('button', { name: 'Criar minha página' }).click();
    await page.waitForURL(/\/skins\/joana-lima\/editar$/, { timeout: 30000 });
    const home = await page.goto('/joana-lima');
    expect(home?.status()).toBe(200);
    await page.locator('.profile-card__name').filter({ hasText: 'Joana Lima' }).waitFor();
    await screenshot(page, 'emulators-new-account');
  });

  it("refuses a taken skin name with the server's own words", async () => {
    const page = await session.newPage();
    await signInToSkin(page, 'Visitante Teste');
    await page.goto('/menu/user-visitante/skins');
    const form = page.getByRole('form', { name: 'Cadastrar Nova Skin' });
    await form.getByRole('textbox', { name: 'Nome da skin' }).fill('sol');
    await form.getByRole('combobox', { name: 'Tema da skin' }).selectOption('CYBERPINK');
    await form.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(form.getByRole('alert').textContent()).resolves.toBe('Já existe uma skin com esse nome. Escolha outro.');
  });

  it('builds a page, a container and a card in the studio that another browser then sees', async () => {
    const page = await session.newPage();
    const slug = `emu-${unique}`;
    await signInToSkin(page, 'Visitante Teste');
    await page.goto('/menu/user-visitante/skins/visitante/editar');
    await addPage(page, slug, 20000);
    await addContainer(page, 'Nos emuladores', 20000);
    const card = await startCard(page, 'Nos emuladores', {
      name: 'Prova',
      title: 'Card gravado no Firestore',
      description: 'Escrito pela Cloud Function editSkin.',
    });
    // No Storage emulator here: the upload is refused in the server's words, and the card still saves.
    await card.getByLabel('Enviar imagem do dispositivo').setInputFiles(join(__dirname, '..', 'signed-in', 'studio-card.png'));
    await refused(page, MESSAGES.imagesUnavailable);
    await card.getByRole('button', { name: 'Salvar card' }).click();
    await saved(page, 'Novo card Card gravado no Firestore', 20000);

    const visitor = await session.newPage();
    await visitor.goto(`/visitante/${slug}`);
    const shown = visitor.locator('[data-region="card"]').filter({ hasText: 'Card gravado no Firestore' });
    await shown.waitFor();
    expect(await shown.textContent()).toContain('Escrito pela Cloud Function editSkin.');
  });

  it('shows the owner screens on live reads', async () => {
    const page = await session.newPage();
    const errors = watchPageErrors(page);
    await signInToSkin(page, 'Dona do Lab');
    await page.goto('/menu/owner-dona');
    for (const [entry, heading, list] of [
      ['CONTATOS', 'CONTATOS', 'Contatos'],
      ['USERS', 'USERS', 'Usuários'],
      ['ACESSOS', 'ACESSOS', null],
      ['VISITAS', 'VISITAS', null],
      ['CAIXA DE SAÍDA', 'CAIXA DE SAÍDA', null],
      ['GERENCIAR SKINS', 'SKINS', 'Skins'],
    ] as const) {
      await chooseFromDrawer(page, entry);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      if (list) await page.getByRole('list', { name: list }).getByRole('listitem').first().waitFor();
    }
    await screenshot(page, 'emulators-owner-skins');
    expect(errors).toEqual([]);
  });
});

describe("a creator's own contact form", () => {
  it("takes a visitor's message into the creator's inbox, unread until read, and queues the creator's reply", async () => {
    const slug = `form-${unique}`;
    const email = `leitora-${unique}@example.com`;
    const creator = await session.newPage();
    const errors = watchPageErrors(creator);
    await signInToSkin(creator, 'Visitante Teste');
    await creator.goto('/menu/user-visitante/skins/visitante/editar');
    await addPage(creator, slug, 20000);
    const newContainer = creator.getByRole('form', { name: 'Novo container' });
    await newContainer.getByRole('radio', { name: 'Formulário de contato' }).check();
    await newContainer.getByRole('textbox', { name: 'Título do container' }).fill('Fale comigo');
    await newContainer.getByRole('button', { name: 'Criar container' }).click();
    await saved(creator, 'Novo formulário de contato Fale comigo', 20000);

    const visitor = await session.newPage();
    await visitor.goto(`/visitante/${slug}`);
    // A prerendered page's form is the server's HTML until the app owns it, as the other tests here wait for.
    await untilTheAppOwns(visitor);
    const form = visitor.getByRole('form', { name: 'Como posso ajudar?' });
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByRole('combobox', { name: 'Assunto' }).selectOption('OUTRO');
    await form.getByRole('textbox', { name: 'Mensagem' }).fill(`Mensagem ${unique} pelo formulário da skin.`);
    await form.getByRole('button', { name: 'ENVIAR' }).click();
    await visitor.getByText('CONTATO REALIZADO COM SUCESSO!').waitFor({ timeout: 20000 });

    await chooseFromDrawer(creator, 'CONTATOS');
    const row = creator.getByRole('list', { name: 'Contatos' }).getByRole('listitem').filter({ hasText: email });
    await row.getByText('1 mensagem não lida').waitFor({ timeout: 20000 });
    await creator.getByRole('link', { name: `Abrir a conversa mais recente com ${email}` }).click();
    const thread = creator.getByRole('list', { name: 'Mensagens' });
    await thread.getByText(`Mensagem ${unique} pelo formulário da skin.`).waitFor();
    const box = creator.getByRole('textbox', { name: 'Mensagem' });
    await box.fill(`Resposta ${unique}`);
    await box.press('Enter');
    // The address never confirmed it wants replies: the message says so, and no reply mail is queued.
    await thread
      .getByRole('listitem')
      .filter({ hasText: `Resposta ${unique}` })
      .getByText('Não enviado por e-mail: o endereço ainda não confirmou que quer receber respostas')
      .waitFor({ timeout: 20000 });
    await screenshot(creator, 'emulators-creator-inbox');
    expect(errors).toEqual([]);
  });
});

describe("a creator's visits", () => {
  it("counts a stranger's visit through the callable and shows it to the skin's user on the rules-checked live read", async () => {
    const stranger = await session.newPage();
    // A stranger has an address of her own: every other test's visits come from 127.0.0.1 too, and a
    // client counts only a few visits a day per skin, so in some orders of the files hers would not.
    // The Functions emulator is reached directly, and a direct request's X-Forwarded-For is its client.
    await stranger.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 250)}` });
    await stranger.goto('/visitante/home', { referer: 'https://busca.example/?q=visitante' });
    await stranger.getByRole('heading', { level: 1, name: 'Home' }).waitFor();

    const page = await session.newPage();
    const errors = watchPageErrors(page);
    await signInToSkin(page, 'Visitante Teste');
    await page.goto('/menu/user-visitante');
    await chooseFromDrawer(page, 'VISITAS');
    await page.getByRole('heading', { level: 1, name: 'VISITAS', exact: true }).waitFor();
    // Live: the shard may land after the screen opened.
    const visits = page.locator('.visits-summary__total').filter({ hasText: 'Visitas' }).locator('dd');
    await visits.waitFor({ timeout: 20000 });
    expect(Number(await visits.textContent())).toBeGreaterThanOrEqual(1);
    await page.getByRole('list', { name: 'Páginas mais vistas' }).getByText('/visitante/home').waitFor();
    await page.getByRole('list', { name: 'De onde vieram' }).getByText('busca.example').waitFor();
    await screenshot(page, 'emulators-visitas');
    expect(errors).toEqual([]);
  });
});

describe('the chat between a user and an owner, in two browsers', () => {
  it('carries messages both ways live, counts them unread until read, says Visto and who answers, and deletes a conversation', async () => {
    const text = `Olá, Dona! Mensagem ${unique} pelos emuladores.`;
    const reply = `Recebido (${unique}), respondo daqui.`;
    const owner = await session.newPage();
    await signInToSkin(owner, 'Dona do Lab');
    await owner.goto('/menu/owner-dona/contatos');
    const row = owner.getByRole('list', { name: 'Contatos' }).getByRole('listitem').filter({ hasText: 'Visitante Teste' });
    await row.waitFor();

    const user = await session.newPage();
    await signInToSkin(user, 'Visitante Teste');
    await user.goto('/menu/user-visitante/contatos/lab_visitante/chat/principal');
    const userThread = user.getByRole('list', { name: 'Mensagens' });
    await userThread.waitFor();
    const box = user.getByRole('textbox', { name: 'Mensagem' });
    await box.fill(text);
    await box.press('Enter');
    await userThread.getByText(text).waitFor();

    // No reload: the owner's open list counts it, then opening the chat reads it.
    await row.getByText(/não lida/).waitFor({ timeout: 10000 });
    await row.getByRole('link', { name: /^Lab e Visitante Teste/ }).click();
    await owner.getByRole('link', { name: /^PRINCIPAL/ }).click();
    const ownerThread = owner.getByRole('list', { name: 'Mensagens' });
    await ownerThread.getByText(text).waitFor();
    // The owner's reading reaches the user's open thread on the rules-checked live read.
    await userThread
      .getByRole('listitem')
      .filter({ hasText: text })
      .getByText(/^Visto às \d\d:\d\d$/)
      .waitFor({ timeout: 10000 });
    const claim = owner.getByRole('group', { name: 'Quem responde' });
    await claim.getByRole('button', { name: 'Eu respondo' }).click();
    await claim.getByText('Você está respondendo').waitFor({ timeout: 10000 });
    await claim.getByRole('button', { name: 'Liberar' }).click();
    await claim.getByRole('button', { name: 'Eu respondo' }).waitFor({ timeout: 10000 });
    await owner.getByRole('textbox', { name: 'Mensagem' }).fill(reply);
    await owner.getByRole('textbox', { name: 'Mensagem' }).press('Enter');
    await userThread.getByText(reply).waitFor({ timeout: 10000 });

    await owner.goto('/menu/owner-dona/contatos');
    await row.waitFor();
    expect(await row.textContent()).not.toContain('não lida');

    await user.goto('/menu/user-visitante/contatos/lab_visitante');
    await user.getByRole('button', { name: 'Excluir a conversa IDENTIDADE VISUAL' }).click();
    await user.getByRole('dialog', { name: 'Excluir conversa' }).getByRole('button', { name: 'Excluir', exact: true }).click();
    await user.getByRole('button', { name: 'Excluir a conversa IDENTIDADE VISUAL' }).waitFor({ state: 'detached' });
    await screenshot(owner, 'emulators-owner-contacts');
  });
});
