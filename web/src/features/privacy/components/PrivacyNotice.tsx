import {
  BOOKING_RETENTION_MS,
  DATA_LINK_MS,
  LOG_RETENTION_MS,
  REPLY_CONFIRMATION_WINDOW_MS,
  REPLY_CONSENT_MS,
  SITE_NAME,
  UNDO_DELETION_MS,
} from '@lab/domain/kernel';
import { config } from '../../../shared/config/env';

const DAY_MS = 24 * 60 * 60 * 1000;
const logMonths = Math.round(LOG_RETENTION_MS / DAY_MS / 30.5);
const linkHours = Math.round(DATA_LINK_MS / (60 * 60 * 1000));
const askDays = Math.round(REPLY_CONFIRMATION_WINDOW_MS / DAY_MS);
const consentMonths = Math.round(REPLY_CONSENT_MS / DAY_MS / 30.5);
const undoMinutes = Math.round(UNDO_DELETION_MS / (60 * 1000));
const bookingMonths = Math.round(BOOKING_RETENTION_MS / DAY_MS / 30.5);

/**
 * The notice itself: who answers for the data, what is kept, why, for how long, who processes it, and
 * each right of the LGPD's art. 18 with the way to use it here. Numbers come from the same constants
 * the code keeps them by.
 */
export function PrivacyNotice() {
  const { nome, email } = config.controller;
  return (
    <>
      <section aria-labelledby="privacidade-controlador">
        <h2 id="privacidade-controlador">Quem cuida dos seus dados</h2>
        <p>
          O controlador dos dados pessoais tratados no {SITE_NAME} é <strong>{nome}</strong>. Para qualquer pedido sobre seus
          dados, escreva para <a href={`mailto:${email}`}>{email}</a>.
        </p>
      </section>
      <WhatWeKeep />
      <HowLong />
      <section aria-labelledby="privacidade-quem">
        <h2 id="privacidade-quem">Quem trata os dados conosco</h2>
        <p>
          Google (Firebase: hospedagem, banco de dados, funções, autenticação, armazenamento de imagens e o envio das
          notificações), o serviço de geolocalização por IP que estima o local de cada visita e o provedor que envia os e-mails do
          site. Esses serviços podem guardar dados fora do Brasil, em países com garantias de proteção adequadas, por meio de
          cláusulas contratuais (art. 33).
        </p>
      </section>
      <section aria-labelledby="privacidade-direitos">
        <h2 id="privacidade-direitos">Seus direitos (art. 18 da LGPD) e como usá-los aqui</h2>
        <ul>
          <li>
            <strong>Confirmação e acesso</strong>, e <strong>portabilidade</strong>: com conta, em MEUS DADOS, “Baixar meus dados”
            traz tudo em um arquivo; sem conta, peça o link abaixo.
          </li>
          <li>
            <strong>Correção</strong>: suas skins se editam no estúdio; seu nome e foto vêm do Google e se atualizam a cada login.
          </li>
          <li>
            <strong>Eliminação</strong>: com conta, “Excluir minha conta” em MEUS DADOS; sem conta, “Excluir” na página do link.
            Uma conta bloqueada pela moderação também pode se excluir, de imediato e sem desfazer; os registros da moderação (o
            bloqueio e as skins ocultadas) ficam.
          </li>
          <li>
            <strong>Oposição</strong> ao registro de visitas: “Não registrar minhas visitas”, abaixo.
          </li>
          <li>
            <strong>Informação</strong> sobre com quem compartilhamos, <strong>anonimização</strong>, <strong>bloqueio</strong>,
            revisão e revogação de consentimento: escreva para <a href={`mailto:${email}`}>{email}</a>. Você também pode reclamar
            à Autoridade Nacional de Proteção de Dados (ANPD).
          </li>
        </ul>
      </section>
    </>
  );
}

/** For how long each thing is kept. */
function HowLong() {
  return (
    <section aria-labelledby="privacidade-prazos">
      <h2 id="privacidade-prazos">Por quanto tempo</h2>
      <ul>
        <li>
          Registros de acesso, de navegação e de login: {logMonths} meses, o prazo do Marco Civil da Internet (art. 15); depois
          são apagados automaticamente. As contagens diárias de visitas não guardam dados pessoais e ficam.
        </li>
        <li>Conta, skins e conversas: enquanto a conta existir, ou até você pedir a exclusão.</li>
        <li>
          Depois de “Excluir minha conta”, suas skins saem do ar na hora, mas o resto fica guardado por {undoMinutes} minutos,
          para você poder desfazer (entrando de novo com a mesma conta Google); passado esse prazo, tudo é apagado.
        </li>
        <li>O registro de um navegador para notificações: até você desativá-las nele, sair da conta ou excluí-la.</li>
        <li>
          Horário de atendimento e webhook de uma skin, com as entregas: enquanto a skin existir. Ao excluir a skin ou a conta,
          ficam pelos mesmos {undoMinutes} minutos do desfazer, sem nenhum envio ao webhook nesse tempo, e depois são apagados.
        </li>
        <li>
          Reservas de uma agenda: até {bookingMonths} meses depois da data da reserva; depois são apagadas automaticamente. Ao
          excluir a conta de quem oferece a agenda, as reservas e o endereço do calendário dela são apagados com o resto.
        </li>
        <li>
          Depoimentos enviados pelo link de quem pediu: aguardam a aprovação dela; recusados, são apagados na hora; aprovados,
          ficam na página enquanto ela os mantiver. Ao excluir a skin ou a conta de quem pediu, são apagados com o resto.
        </li>
        <li>Mensagens de quem escreveu sem conta: até a pessoa pedir a exclusão, pelo link abaixo.</li>
        <li>O link enviado por e-mail para ver suas mensagens vale por {linkHours} horas.</li>
        <li>
          Registros da moderação: o bloqueio de uma conta e as skins que ela ocultou ficam enquanto o bloqueio ou a ocultação
          durarem, mesmo que a conta peça a exclusão; as denúncias ficam como registro das decisões, sem o IP de quem denunciou.
        </li>
        <li>
          Respostas por e-mail: o pedido de confirmação vale por {askDays} dias e a confirmação por {consentMonths} meses; depois
          são apagados automaticamente. Um “Não fui eu” ou “não quero mais” fica guardado enquanto o site existir, para que nada
          mais seja enviado a esse endereço; guardamos só um código calculado a partir do e-mail, não o e-mail.
        </li>
      </ul>
    </section>
  );
}

/** What is kept, why and on which legal basis. */
function WhatWeKeep() {
  return (
    <section aria-labelledby="privacidade-o-que">
      <h2 id="privacidade-o-que">O que guardamos e por quê</h2>
      <ul>
        <li>
          <strong>Perfil do Google</strong> (nome, e-mail e foto) e a data de cada login, de quem entra com o Google: para a sua
          conta existir e para a segurança dela. Base legal: execução de contrato (art. 7º, V).
        </li>
        <li>
          <strong>Visitas</strong>: endereço IP, local aproximado (país, região e cidade) e rede de onde vem a visita, e as
          páginas abertas: para a segurança do site e para mostrar ao dono de cada skin quantas visitas ela teve, sem nomear
          ninguém. Base legal: legítimo interesse (art. 7º, IX). Você pode desligar isso abaixo.
        </li>
        <li>
          <strong>Cliques</strong> nos links e botões dos cards de uma skin (link, WhatsApp, Copiar do Pix, fotos de uma galeria):
          só uma contagem por card e por dia, para o dono da skin saber o que mais interessa, sem IP, conta ou sessão junto. O IP
          serve apenas, por um dia, para limitar quantos cliques um mesmo aparelho conta. Base legal: legítimo interesse (art. 7º,
          IX). Desligar o registro de visitas, abaixo, desliga também a contagem dos seus cliques.
        </li>
        <li>
          <strong>Mensagens</strong> enviadas pelo formulário de contato e pelo chat, com o e-mail informado (e o nome e o
          WhatsApp, quando você os informa no formulário): para responder a você. Base legal: execução de contrato ou
          procedimentos preliminares a pedido seu (art. 7º, V).
        </li>
        <li>
          <strong>Respostas por e-mail</strong>: se alguém escreveu sem conta pelo formulário de uma skin, só enviamos as
          respostas depois que o dono do e-mail confirma que foi ele. Guardamos, com um código calculado a partir do e-mail (não o
          e-mail), quando pedimos a confirmação, quando ela foi dada ou recusada. Base legal: consentimento (art. 7º, I) para
          receber as respostas; legítimo interesse (art. 7º, IX) para lembrar de uma recusa e não mandar mais nada.
        </li>
        <li>
          <strong>Reservas</strong> feitas na agenda de uma skin: o serviço, a data e o horário, o nome, o e-mail e o WhatsApp (se
          informado) de quem reservou e o sinal, quando pedido: para a reserva acontecer, com os lembretes e os convites de
          calendário aos dois lados. Base legal: execução de contrato ou procedimentos preliminares a pedido seu (art. 7º, V).
        </li>
        <li>
          <strong>Depoimentos</strong> enviados pelo link que o dono de uma skin compartilha: o texto, o nome e o cargo ou empresa
          (se informado), só para mostrá-los na página dela depois que ela aprovar; não pedimos e-mail. Base legal: consentimento
          (art. 7º, I), dado ao marcar a autorização no formulário; peça a ela para retirar o seu.
        </li>
        <li>
          <strong>Skins</strong> que você cria, com textos e imagens enviadas: para publicá-las, como você pediu (art. 7º, V).
        </li>
        <li>
          <strong>Moderação</strong>: as denúncias de skins (o motivo, o texto e, de quem estava na conta, o identificador da
          conta, nunca o IP), as skins ocultadas e o bloqueio de uma conta, guardado também sob um código derivado da conta Google
          (não o e-mail), para que a mesma pessoa não volte com uma conta nova. Base legal: legítimo interesse (art. 7º, IX) e
          exercício regular de direitos (art. 7º, VI).
        </li>
        <li>
          <strong>Atendimento e webhook</strong> de cada skin, se você os configura: o horário de atendimento com as respostas
          automáticas; o endereço do webhook, o segredo que assina os envios e cada entrega, com os dados do contato enviados a
          esse endereço: para fazer o que você pediu (art. 7º, V). “Baixar meus dados” traz o horário, o endereço e a lista das
          entregas, nunca o segredo.
        </li>
        <li>
          <strong>Notificações</strong>: se você ativá-las, o registro do navegador que as recebe, para avisar ali de cada nova
          mensagem. Base legal: consentimento (art. 7º, I), que você retira em “Desativar notificações” ou ao sair da conta.
        </li>
      </ul>
    </section>
  );
}
