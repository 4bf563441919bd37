/**
 * The public site on the Emulator Suite: pages prerendered by the function behind Hosting's rewrites
 * and then hydrated, robots.txt and the sitemap as Hosting serves them, and an anonymous visitor's
 * contact message reaching Firestore with its e-mail queued, the browser asking no one outside this
 * machine for anything.
 */
import { untilTheAppOwns } from '../public/public-site';
import { sessionPerFile, watchPageErrors } from '../signed-in/signed-in-site';
import { adminDocuments, EMULATOR_SITE, watchOutsideRequests } from './emulator-site';

const session = sessionPerFile(EMULATOR_SITE);

async function untilTrue(check: () => Promise<boolean>, what: string, timeoutMs = 15000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Still not so after ${timeoutMs} ms: ${what}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

describe('the public site on the emulators', () => {
  it('serves a skin page prerendered, with the skin in the markup, and hydrates it in the browser', async () => {
    const response = await fetch(`${EMULATOR_SITE}/lab/home`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('id="skin-data"');
    expect(html).toMatch(/data-card-id="[^"]+"/);

    const page = await session.newPage();
    const errors = watchPageErrors(page);
    const outside = watchOutsideRequests(page);
    await page.goto('/lab/home');
    await untilTheAppOwns(page);
    expect(await page.locator('[data-card-id]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
  });

  it('answers /robots.txt and /sitemap.xml through Hosting', async () => {
    const robots = await fetch(`${EMULATOR_SITE}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(await robots.text()).toMatch(/^Sitemap: \S+\/sitemap\.xml$/m);
    const sitemap = await fetch(`${EMULATOR_SITE}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain('<urlset');
    expect(xml).toMatch(/<loc>[^<]+\/lab\/home<\/loc>/);
  });

  it("takes an anonymous visitor's contact message into Firestore and queues the owners' e-mail", async () => {
    const email = `visitante.${Date.now()}@example.com`;
    const page = await session.newPage();
    const outside = watchOutsideRequests(page);
    await page.goto('/lab/contato');
    await page.getByRole('heading', { name: 'Como posso ajudar?' }).waitFor();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('combobox', { name: 'Assunto' }).selectOption('SISTEMA');
    await page.getByRole('textbox', { name: 'Mensagem' }).fill('Mensagem enviada nos emuladores.');
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await page.getByText('CONTATO REALIZADO COM SUCESSO!').waitFor();

    const contacts = await adminDocuments('contatos');
    expect(contacts.some((c) => JSON.stringify(c).includes(email))).toBe(true);
    await untilTrue(async () => (await adminDocuments('mail')).some((m) => JSON.stringify(m).includes(email)), 'a mail document');
    expect(outside).toEqual([]);
  });
});
