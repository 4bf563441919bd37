/** "Pequeno negócio de serviços": services, how it works, testimonials and a form to book. */
import type { SkinFile } from '../skin-file-schema';
import { card } from './card';

export const PEQUENO_NEGOCIO: SkinFile = {
  formato: 'lab-skin',
  versao: 1,
  skin: { tema: 'sunshine', icone: '/seed/skin-estudio.svg' },
  paginas: [
    {
      slug: 'home',
      nome: 'Início',
      conteudo:
        'Consertos e pequenas reformas em casa, com hora marcada e preço combinado antes de começar. Atendemos a cidade toda.',
      principal: true,
      containers: [0, 1],
    },
    {
      slug: 'servicos',
      nome: 'Serviços',
      conteudo: 'O que fazemos, com o valor inicial de cada serviço. O orçamento final sai depois da visita, sem custo.',
      principal: false,
      containers: [2],
    },
    {
      slug: 'agendar',
      nome: 'Agendar',
      conteudo: 'Escolha o serviço e conte o que precisa. Retornamos no mesmo dia para marcar a visita.',
      principal: false,
      containers: [3],
    },
  ],
  containers: [
    { titulo: 'Como funciona', tipo: 'cards', icone: '', cards: [0, 1, 2] },
    { titulo: 'O que dizem os clientes', tipo: 'cards', icone: '/seed/icon-destaques.svg', cards: [3, 4] },
    { titulo: 'Serviços', tipo: 'cards', icone: '/seed/icon-projetos.svg', cards: [5, 6, 7, 8] },
    {
      titulo: 'Agende uma visita',
      tipo: 'formulario',
      icone: '/seed/icon-contato.svg',
      assuntos: ['ELÉTRICA', 'HIDRÁULICA', 'PINTURA', 'MONTAGEM DE MÓVEIS', 'OUTRO'],
      cards: [],
    },
  ],
  cards: [
    card({ name: '1. Você pede', titulo: 'Pelo formulário', descricao: 'Conte o que precisa e o melhor horário para a visita.' }),
    card({
      name: '2. Nós visitamos',
      titulo: 'Orçamento sem custo',
      descricao: 'Avaliamos o serviço no local e passamos o preço fechado.',
    }),
    card({
      name: '3. Serviço feito',
      titulo: 'Com garantia',
      descricao: 'Todo serviço tem garantia de 90 dias e a casa fica limpa no fim.',
    }),
    card({
      name: 'Marta, Centro',
      titulo: '"Pontuais e caprichosos"',
      descricao: 'Trocaram toda a fiação da cozinha em um dia e ainda explicaram o que tinham feito.',
      imagem: '/seed/avatar-visitante.svg',
    }),
    card({
      name: 'Rogério, Bela Vista',
      titulo: '"Preço justo"',
      descricao: 'O valor combinado foi o valor cobrado. Já chamei de novo para a pintura da sala.',
      imagem: '/seed/avatar-anonimo.svg',
    }),
    card({
      name: 'Elétrica',
      titulo: 'A partir de R$ 120',
      descricao: 'Tomadas, chuveiros, disjuntores e iluminação, com material de primeira.',
      imagem: '/seed/sol-1.svg',
      atividade: 'Serviço',
    }),
    card({
      name: 'Hidráulica',
      titulo: 'A partir de R$ 100',
      descricao: 'Vazamentos, torneiras, descargas e desentupimentos.',
      imagem: '/seed/sol-2.svg',
      atividade: 'Serviço',
    }),
    card({
      name: 'Pintura',
      titulo: 'Orçamento por cômodo',
      descricao: 'Paredes, portas e grades, com proteção dos móveis e limpeza no final.',
      atividade: 'Serviço',
    }),
    card({
      name: 'Montagem de móveis',
      titulo: 'A partir de R$ 80',
      descricao: 'Armários, camas, estantes e suportes de TV, com fixação segura na parede.',
      atividade: 'Serviço',
    }),
  ],
};
