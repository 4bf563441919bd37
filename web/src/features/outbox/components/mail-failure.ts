/**
 * Why an e-mail failed, as a sentence: the Trigger Email extension writes the SMTP library's own
 * words ("Invalid login: 535 Authentication failed"), which tell an owner nothing they can act on in
 * Portuguese. The raw text stays available, out of the way, for whoever configures the extension.
 */
const FAILURES: ReadonlyArray<{ matches: RegExp; said: string }> = [
  {
    matches: /invalid login|authentication|auth(entication)? failed|\b53[05]\b|EAUTH/i,
    said: 'O servidor de e-mail recusou o login da conta de envio. Confira o usuário e a senha SMTP da extensão.',
  },
  {
    matches:
      /ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|ESOCKET|ECONNECTION|connection|timeout|greeting never received/i,
    said: 'Não foi possível conectar ao servidor de e-mail. Confira o endereço e a porta SMTP da extensão.',
  },
  {
    matches: /recipient|mailbox|\b55[0-3]\b|EENVELOPE|no recipients|user unknown/i,
    said: 'O servidor de e-mail recusou o destinatário: confira o endereço.',
  },
];

const UNKNOWN = 'O e-mail não pôde ser enviado. Tente de novo; se voltar a falhar, confira a configuração da extensão de e-mail.';

export function mailFailureText(raw: string): string {
  return FAILURES.find(({ matches }) => matches.test(raw))?.said ?? UNKNOWN;
}
