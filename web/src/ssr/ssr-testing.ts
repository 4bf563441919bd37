/** The seed as the server renderer's tests read it: the memory store on the emulator's documents. */
import { readPublishedSite, type PublishedRead } from '@lab/domain/published';
import { siteAddressOf, type SkinSite } from '@lab/domain/kernel';
import { createMemoryStore, MemoryDb, type DocData } from '@lab/domain/memory';
import { decodePublished, withPublishedSnapshots } from '@lab/domain/store';
import seed from '@seed/seed.json';

export const SEED_DOCUMENTS = (seed as unknown as { documents: Record<string, DocData> }).documents;

/** The seed with a contact form container, of two subjects, on the visitor's home page. */
export const WITH_SKIN_FORM: Record<string, DocData> = {
  ...SEED_DOCUMENTS,
  'users/user-visitante/skins/skin-visitante/containers/ct-form': {
    id_container: 'ct-form',
    titulo: 'Fale comigo',
    iconUrl: '',
    order: 0,
    tipo: 'formulario',
    assuntos: ['ORÇAMENTO', 'OUTRO'],
  },
  'users/user-visitante/skins/skin-visitante/paginas/home/containerRefs/ct-form': {
    containerRefId: 'ct-form',
    id_pagina: 'home',
    id_skins: 'skin-visitante',
  },
};

const AGENDA = {
  servicos: [
    { id: 'corte', nome: 'Corte e escova', duracaoMin: 30, precoCentavos: 15000, sinalCentavos: 5000 },
    { id: 'consulta', nome: 'Consulta de estilo', duracaoMin: 90 },
  ],
  semana: [[], [{ inicio: '09:00', fim: '18:00' }], [], [], [], [], []].map((periodos) => ({ periodos })),
  intervaloMin: 0,
  antecedenciaMin: 60,
  horizonteDias: 30,
  excecoes: {},
  fuso: 'America/Sao_Paulo',
};

/** The seed with an agenda container on the visitor's home page. */
export const WITH_AGENDA: Record<string, DocData> = {
  ...SEED_DOCUMENTS,
  'users/user-visitante/skins/skin-visitante/containers/ct-agenda': {
    ...{ id_container: 'ct-agenda', titulo: 'Agende um horário', iconUrl: '', order: 0 },
    ...{ tipo: 'agenda', agenda: AGENDA },
  },
  'users/user-visitante/skins/skin-visitante/paginas/home/containerRefs/ct-agenda': {
    ...{ containerRefId: 'ct-agenda', id_pagina: 'home', id_skins: 'skin-visitante' },
  },
};

/** The store with every skin's snapshot as published at `at` (by default now). */
export function storeOn(documents: Record<string, DocData> = SEED_DOCUMENTS, at?: number) {
  return createMemoryStore(new MemoryDb(withPublishedSnapshots(documents, at)));
}

/** A tree handed to the renderer as it is, with no documents to embed. */
export function published(site: SkinSite | null): PublishedRead {
  return { site, documents: {} };
}

/** What the server reads for `path`: the published documents, as the HTTPS function reads them. */
export async function readFor(
  path: string,
  documents: Record<string, DocData> = SEED_DOCUMENTS,
  publishedAt?: number,
): Promise<PublishedRead> {
  const store = storeOn(documents, publishedAt);
  const read: PublishedRead['documents'] = {};
  const address = siteAddressOf(path);
  if (!address) throw new Error(`${path} names no skin`);
  const site = await readPublishedSite(async (at) => (read[at] = await store.getPublished(at)), address, decodePublished);
  return { site, documents: read };
}

/** A built app shell as far as the renderer cares: the app's head, #root, and the assets list. */
export const TEMPLATE = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Laboratório autoral de software e design: portfólio, projetos e contato." />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>Lab — portfólio e laboratório de software e design</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-5.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
    <script type="application/json" id="ssr-assets">{"paintFirst":"/assets/paint-first-6.js","themes":{"CYBERPINK":["/assets/cyberpink-1.css"],"sunshine":["/assets/sunshine-2.css"]},"skinRoute":{"css":["/assets/skin-route-3.css","/assets/index-abc.css"],"js":["/assets/skin-route-4.js","/assets/vendor-5.js","/assets/index-abc.js"]},"contactForm":{"css":["/assets/contact-form-7.css"],"js":["/assets/contact-form-8.js","/assets/vendor-5.js"]},"privacyRoute":{"css":["/assets/privacy-route-9.css"],"js":["/assets/privacy-route-9.js","/assets/vendor-5.js"]}}</script>
  </head>
  <body>
    <div id="root">
      <p class="loading boot-status" role="status">Carregando...</p>
    </div>
  </body>
</html>
`;

/**
 * The documents of a skin grown to the studio's limits (20 pages, 60 containers, 300 cards), as
 * web/scripts/bench.mjs grows the demo's for the studio's figures.
 */
export function skinAtTheLimits(username: string): Record<string, DocData> {
  const docs: Record<string, DocData> = { ...SEED_DOCUMENTS };
  const skinPath = Object.keys(docs).find(
    (path) => /^users\/[^/]+\/skins\/[^/]+$/.test(path) && docs[path]?.['username'] === username,
  );
  if (!skinPath) throw new Error(`no skin named ${username}`);
  const idSkins = String(docs[skinPath]?.['id_skins']);
  const now = Date.UTC(2026, 10, 23);
  const pages = ['home', ...Array.from({ length: 19 }, (_, i) => `p${String(i + 1).padStart(2, '0')}`)];
  pages.forEach((page, i) => {
    const old = docs[`${skinPath}/paginas/${page}`];
    docs[`${skinPath}/paginas/${page}`] = {
      id_pagina: page,
      nome: old?.['nome'] ?? `Página ${i}`,
      conteudo: old?.['conteudo'] ?? '',
      data: now + i,
      is_main: page === 'home',
      orderBy: String(i).padStart(4, '0'),
    };
  });
  for (let c = 0; c < 60; c += 1) {
    const id = `bench-c${c}`;
    const page = pages[Math.floor(c / 3)] ?? 'home';
    docs[`${skinPath}/containers/${id}`] = { id_container: id, titulo: `Container ${c}`, iconUrl: '', order: c };
    docs[`${skinPath}/paginas/${page}/containerRefs/${id}`] = {
      containerRefId: id,
      id_pagina: page,
      id_skins: idSkins,
      order: c % 3,
    };
  }
  for (let k = 0; k < 300; k += 1) {
    const id = `bench-k${k}`;
    docs[`${skinPath}/cards/${id}`] = {
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
    docs[`${skinPath}/containers/bench-c${Math.floor(k / 5)}/cardRefs/${id}`] = {
      id_card: id,
      id_container: `bench-c${Math.floor(k / 5)}`,
      id_skins: idSkins,
      order: k % 5,
    };
  }
  return docs;
}
