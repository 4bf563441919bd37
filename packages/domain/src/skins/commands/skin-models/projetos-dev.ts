/** "Projetos de desenvolvedor": a developer's projects with their stack, experience and a contact form. */
import type { SkinFile } from '../skin-file-schema';
import { card } from './card';

export const PROJETOS_DEV: SkinFile = {
  formato: 'lab-skin',
  versao: 1,
  skin: { tema: 'CYBERPINK', icone: '/seed/avatar-multi.svg' },
  paginas: [
    {
      slug: 'home',
      nome: 'Início',
      conteudo:
        'Desenvolvedor web full stack. Gosto de transformar processos manuais em sistemas simples, rápidos e fáceis de manter.',
      principal: true,
      containers: [0],
    },
    {
      slug: 'projetos',
      nome: 'Projetos',
      conteudo: 'Projetos pessoais e de clientes, com o que cada um resolveu e as tecnologias usadas.',
      principal: false,
      containers: [1],
    },
    {
      slug: 'experiencia',
      nome: 'Experiência',
      conteudo: 'Onde trabalhei e o que aprendi em cada lugar.',
      principal: false,
      containers: [2],
    },
    {
      slug: 'contato',
      nome: 'Contato',
      conteudo: 'Tem um projeto ou uma vaga? Escreva por aqui.',
      principal: false,
      containers: [3],
    },
  ],
  containers: [
    { titulo: 'Em destaque', tipo: 'cards', icone: '/seed/icon-destaques.svg', cards: [0] },
    { titulo: 'Projetos', tipo: 'cards', icone: '/seed/icon-projetos.svg', cards: [1, 2, 3] },
    { titulo: 'Trajetória', tipo: 'cards', icone: '/seed/icon-lab.svg', cards: [4, 5] },
    {
      titulo: 'Fale comigo',
      tipo: 'formulario',
      icone: '/seed/icon-contato.svg',
      assuntos: ['PROJETO', 'VAGA', 'OUTRO'],
      cards: [],
    },
  ],
  cards: [
    card({
      name: 'Agenda Fácil',
      nomeDescricao: 'Agendamento on-line para clínicas pequenas',
      titulo: 'Do caderno de papel para o celular',
      descricao:
        'Um sistema de agendamento em que o paciente escolhe o horário e recebe lembretes. A clínica deixou de perder consultas por esquecimento.',
      imagem: '/seed/projeto-1.svg',
      atividade: 'Aplicação web',
      criador: 'Projeto para cliente',
      periodo: '2025',
      addOns: ['react'],
    }),
    card({
      name: 'Controle de Estoque',
      nomeDescricao: 'Estoque de uma loja de materiais de construção',
      titulo: 'Leitura por código de barras',
      descricao: 'Entradas e saídas lidas pela câmera do celular, com alerta quando um item está acabando.',
      imagem: '/seed/projeto-2.svg',
      atividade: 'Sistema interno',
      periodo: '2024',
      addOns: ['react'],
    }),
    card({
      name: 'Mapa das Enchentes',
      nomeDescricao: 'Mapa colaborativo de pontos de ajuda',
      titulo: 'Informação rápida quando mais importa',
      descricao: 'Voluntários cadastravam pontos de coleta e abrigos; o mapa se atualizava em tempo real para todos.',
      imagem: '/seed/projeto-3.svg',
      atividade: 'Projeto voluntário',
      periodo: '2024',
      addOns: ['react'],
    }),
    card({
      name: 'Biblioteca de Componentes',
      nomeDescricao: 'Componentes acessíveis para React',
      titulo: 'Botões, formulários e tabelas',
      descricao: 'Componentes testados com leitor de tela e navegação por teclado, usados em três produtos.',
      imagem: '/seed/projeto-4.svg',
      atividade: 'Código aberto',
      periodo: '2023',
      addOns: ['react'],
    }),
    card({
      name: 'Desenvolvedor pleno',
      nomeDescricao: 'Empresa de software para o varejo',
      titulo: 'Front-end e APIs',
      descricao: 'Reescrevi o painel de vendas em React e criei as APIs de relatórios, que ficaram dez vezes mais rápidas.',
      periodo: '2022 - hoje',
    }),
    card({
      name: 'Desenvolvedor júnior',
      nomeDescricao: 'Agência digital',
      titulo: 'Sites e lojas virtuais',
      descricao: 'Mais de vinte sites entregues, do layout à publicação, sempre com atenção ao desempenho no celular.',
      periodo: '2020 - 2022',
    }),
  ],
};
