/**
 * "Como usar": the essentials of docs/webhooks.md where she sets the webhook (the site serves no copy
 * of the repository's docs): the events, the signature and the no-code tools.
 */
export function WebhookGuide() {
  return (
    <details className="integrations__guide">
      <summary>Como usar: formato, assinatura e exemplos</summary>
      <p>
        Cada envio é um POST com um JSON <code>{'{ id, type, created, data }'}</code>. Os eventos são <code>lead.created</code>{' '}
        (novo contato pelo formulário: nome, e-mail, WhatsApp, assunto, mensagem e respostas), <code>lead.stage_changed</code>{' '}
        (mudança de etapa) e <code>ping</code> (o teste).
      </p>
      <p>
        A assinatura segue o padrão Standard Webhooks: cabeçalhos <code>Webhook-Id</code>, <code>Webhook-Timestamp</code> e{' '}
        <code>Webhook-Signature</code> (<code>v1,</code> + HMAC-SHA256 em base64 de <code>id.timestamp.corpo</code>, com o segredo
        sem o <code>whsec_</code>, decodificado de base64). Recuse envios com mais de 5 minutos.
      </p>
      <p>
        Sem programar: no <strong>Zapier</strong>, “Webhooks by Zapier” → “Catch Hook”; no <strong>Make</strong>, “Custom
        webhook”; no <strong>n8n</strong>, o nó “Webhook”; numa <strong>planilha do Google</strong>, um Apps Script com{' '}
        <code>doPost</code> publicado como app da Web. Cole o endereço que a ferramenta der aqui e toque em “Enviar teste”.
      </p>
      <p>
        Se o seu endereço não responder com sucesso (2xx) em 10 segundos, tentamos de novo depois de 1 min, 5 min, 30 min, 2 h, 6
        h e 12 h; depois de 24 horas, a entrega fica como “Falhou”.
      </p>
    </details>
  );
}
