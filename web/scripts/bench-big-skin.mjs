/** The bench's skin at the studio's limits: the seeded user's skin grown in the demo, its page and studio timed. */
import { CHROMIUM, CHROMIUM_ARGS, serve } from './bench-builds.mjs';

/**
 * Runs in the page: adds 19 pages, 60 containers and 300 cards (with their refs) to the skin named
 * `username` in the demo's saved snapshot, as the studio's callables would have written them.
 */
function growSkinInSnapshot(username) {
  return new Promise((resolve, reject) => {
    // A browser global: this function is serialised into the page, never run by Node.
    const open = globalThis.indexedDB.open('lab-demo', 1);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const read = db.transaction('kv', 'readonly').objectStore('kv').get('snapshot');
      read.onerror = () => reject(read.error);
      read.onsuccess = () => {
        const snapshot = read.result;
        if (!snapshot) return reject(new Error('the demo has saved no snapshot yet'));
        const skinPath = Object.keys(snapshot.docs).find(
          (path) => /^users\/[^/]+\/skins\/[^/]+$/.test(path) && snapshot.docs[path].username === username,
        );
        if (!skinPath) return reject(new Error(`no skin named ${username}`));
        const idSkins = snapshot.docs[skinPath].id_skins;
        const now = Date.now();
        const pages = ['home', ...Array.from({ length: 19 }, (_, i) => `p${String(i + 1).padStart(2, '0')}`)];
        pages.forEach((page, i) => {
          const path = `${skinPath}/paginas/${page}`;
          const old = snapshot.docs[path];
          snapshot.docs[path] = {
            id_pagina: page,
            nome: old?.nome ?? `Página ${i}`,
            conteudo: old?.conteudo ?? '',
            data: old?.data ?? now + i,
            is_main: page === 'home',
            orderBy: String(i).padStart(4, '0'),
          };
        });
        for (let c = 0; c < 60; c += 1) {
          const id = `bench-c${c}`;
          const page = pages[Math.floor(c / 3)];
          snapshot.docs[`${skinPath}/containers/${id}`] = { id_container: id, titulo: `Container ${c}`, iconUrl: '', order: c };
          snapshot.docs[`${skinPath}/paginas/${page}/containerRefs/${id}`] = {
            containerRefId: id,
            id_pagina: page,
            id_skins: idSkins,
            order: c % 3,
          };
        }
        for (let k = 0; k < 300; k += 1) {
          const id = `bench-k${k}`;
          const container = `bench-c${Math.floor(k / 5)}`;
          snapshot.docs[`${skinPath}/cards/${id}`] = {
            id,
            name: `Card ${k}`,
            nomeDescricao: 'PROJETO',
            titulo: `Projeto ${k}`,
            descricao: 'Um projeto de identidade visual e site, do briefing à entrega. '.repeat(3),
            imagem: '',
            atividade: 'Design',
            criador: 'Visitante',
            periodo: '2025',
            data: now - k,
            linkExterno: 'https://example.com/',
          };
          snapshot.docs[`${skinPath}/containers/${container}/cardRefs/${id}`] = {
            id_card: id,
            id_container: container,
            id_skins: idSkins,
            order: k % 5,
          };
        }
        snapshot.revision += 1;
        const write = db.transaction('kv', 'readwrite');
        write.objectStore('kv').put(snapshot, 'snapshot');
        write.oncomplete = () => resolve(Object.keys(snapshot.docs).length);
        write.onerror = () => reject(write.error);
      };
    };
  });
}

export async function bigSkinFigures(dir) {
  const { chromium } = await import('playwright-core');
  const server = await serve(dir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const figures = {};
  const timed = async (label, action) => {
    const start = performance.now();
    await action();
    figures[label] = performance.now() - start;
  };
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'Entrar com Google' }).click({ timeout: 15000 });
    await page
      .getByRole('dialog', { name: 'Escolha uma conta' })
      .getByRole('button', { name: 'Visitante Teste', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/visitante/home');
    // The sign-in wrote the snapshot (a login); wait for it to reach IndexedDB, then grow the skin.
    await page.waitForTimeout(1000);
    await page.evaluate(growSkinInSnapshot, 'visitante');

    const cards = page.locator('[data-region="card"]');
    await timed('public /visitante/home, load to its 15 cards', async () => {
      await page.goto(`${server.url}/visitante/home`);
      await cards.nth(14).waitFor();
    });
    await timed('public tab switch to /visitante/p19', async () => {
      await page.getByRole('link', { name: 'Página 19' }).click();
      await page.locator('[data-card-id="bench-k299"]').waitFor();
    });
    await timed('studio, open to its 20 pages listed', async () => {
      await page.goto(`${server.url}/menu/user-visitante/skins/visitante/editar`);
      await page.getByRole('list', { name: 'Páginas' }).getByRole('listitem').nth(19).waitFor({ timeout: 30000 });
    });
    await timed('studio, move a container down until "Salvo"', async () => {
      await page.getByRole('button', { name: 'Mover para baixo: Container 0' }).click();
      await page
        .getByRole('status', { name: 'Salvamento' })
        .getByText(/^Salvo/)
        .waitFor({ timeout: 30000 });
    });
    await context.close();
  } finally {
    await browser.close();
    await server.close();
  }
  return figures;
}
