/** "Portfólio de designer": a designer's projects, how they work, and a form for quotes. */
import type { SkinFile } from '../skin-file-schema';
import { card } from './card';

export const PORTFOLIO_DESIGNER: SkinFile = {
  formato: 'lab-skin',
  versao: 1,
  skin: { tema: 'sunshine', icone: '/seed/avatar-sol.svg' },
  paginas: [
    {
      slug: 'home',
      nome: 'Início',
      conteudo:
        'Sou designer gráfica e crio identidades visuais para marcas pequenas que querem parecer do tamanho dos seus sonhos. Aqui estão alguns trabalhos recentes.',
      principal: true,
      containers: [0],
    },
    {
      slug: 'projetos',
      nome: 'Projetos',
      conteudo: 'Cada projeto começa com uma conversa e termina com um manual de marca que o cliente consegue usar sozinho.',
      principal: false,
      containers: [1],
    },
    {
      slug: 'processo',
      nome: 'Processo',
      conteudo: 'Um processo em quatro etapas, com entregas combinadas desde o primeiro dia.',
      principal: false,
      containers: [2],
    },
    {
      slug: 'orcamento',
      nome: 'Orçamento',
      conteudo: 'Conte um pouco sobre o seu projeto. Respondo em até dois dias úteis.',
      principal: false,
      containers: [3],
    },
  ],
  containers: [
    { titulo: 'Destaques', tipo: 'cards', icone: '/seed/icon-destaques.svg', cards: [0, 1] },
    { titulo: 'Identidades visuais', tipo: 'cards', icone: '/seed/icon-projetos.svg', cards: [2, 3, 4] },
    { titulo: 'Como eu trabalho', tipo: 'cards', icone: '', cards: [5, 6, 7, 8] },
    {
      titulo: 'Peça um orçamento',
      tipo: 'formulario',
      icone: '/seed/icon-contato.svg',
      assuntos: ['IDENTIDADE VISUAL', 'EMBALAGEM', 'REDES SOCIAIS', 'OUTRO'],
      cards: [],
    },
  ],
  cards: [
    card({
      name: 'Café Serra Alta',
      nomeDescricao: 'Identidade visual de uma torrefação artesanal',
      titulo: 'Uma marca com cheiro de café fresco',
      descricao:
        'Logotipo, paleta terrosa e embalagens para uma torrefação da serra gaúcha. O desenho do grão virou selo, carimbo e padrão para os sacos de 250 g.',
      imagem: '/seed/projeto-1.svg',
      atividade: 'Identidade visual',
      criador: 'Projeto autoral',
      periodo: '2025',
      addOns: ['figma'],
    }),
    card({
      name: 'Livraria Entrelinhas',
      nomeDescricao: 'Sinalização e papelaria de uma livraria de bairro',
      titulo: 'Letras que convidam a entrar',
      descricao: 'Fachada, marcadores de página e sacolas com uma tipografia que lembra as capas dos clássicos da casa.',
      imagem: '/seed/projeto-2.svg',
      atividade: 'Papelaria e sinalização',
      periodo: '2024',
      addOns: ['figma'],
    }),
    card({
      name: 'Estúdio Maré',
      nomeDescricao: 'Marca de um estúdio de ioga à beira-mar',
      titulo: 'Calma em azul e areia',
      descricao: 'Símbolo inspirado no movimento das ondas, aplicado em tapetes, camisetas e na agenda de aulas.',
      imagem: '/seed/projeto-3.svg',
      atividade: 'Identidade visual',
      periodo: '2024',
      addOns: ['figma'],
    }),
    card({
      name: 'Feira Sabores do Sul',
      nomeDescricao: 'Comunicação de uma feira gastronômica',
      titulo: 'Cartazes, mapa e redes sociais',
      descricao: 'Um sistema de cores por tipo de barraca, que orientava os visitantes no mapa e nos cartazes.',
      imagem: '/seed/projeto-4.svg',
      atividade: 'Campanha',
      periodo: '2023',
    }),
    card({
      name: 'Padaria Dona Lúcia',
      nomeDescricao: 'Redesenho de uma marca de 40 anos',
      titulo: 'Nova cara, mesma receita',
      descricao: 'Atualizei o logotipo sem perder o desenho à mão que os clientes conhecem desde sempre.',
      imagem: '/seed/estudio-1.svg',
      atividade: 'Redesenho de marca',
      periodo: '2023',
    }),
    card({
      name: '1. Conversa',
      titulo: 'Entendendo o negócio',
      descricao: 'Uma reunião para conhecer a marca, o público e o que precisa mudar.',
    }),
    card({
      name: '2. Pesquisa',
      titulo: 'Referências e concorrência',
      descricao: 'Um painel de referências para alinharmos o caminho antes de desenhar.',
    }),
    card({
      name: '3. Criação',
      titulo: 'Duas propostas',
      descricao: 'Apresento duas direções completas, com aplicações reais, e ajustamos a escolhida.',
    }),
    card({
      name: '4. Entrega',
      titulo: 'Manual de marca',
      descricao: 'Arquivos finais e um manual simples para a marca ser usada do jeito certo.',
    }),
  ],
};
