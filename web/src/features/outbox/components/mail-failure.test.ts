import { mailFailureText } from './mail-failure';

describe('why an e-mail failed, in Portuguese', () => {
  it.each([
    [
      'Invalid login: 535 Authentication failed',
      'O servidor de e-mail recusou o login da conta de envio. Confira o usuário e a senha SMTP da extensão.',
    ],
    [
      'connect ECONNREFUSED 127.0.0.1:587',
      'Não foi possível conectar ao servidor de e-mail. Confira o endereço e a porta SMTP da extensão.',
    ],
    ['Connection timeout', 'Não foi possível conectar ao servidor de e-mail. Confira o endereço e a porta SMTP da extensão.'],
    [
      'getaddrinfo ENOTFOUND smtp.exemplo.com',
      'Não foi possível conectar ao servidor de e-mail. Confira o endereço e a porta SMTP da extensão.',
    ],
    [
      "Can't send mail - all recipients were rejected: 550 5.1.1 <x@y.z>: Recipient address rejected",
      'O servidor de e-mail recusou o destinatário: confira o endereço.',
    ],
    ['Mailbox unavailable', 'O servidor de e-mail recusou o destinatário: confira o endereço.'],
    [
      'Something nobody expected',
      'O e-mail não pôde ser enviado. Tente de novo; se voltar a falhar, confira a configuração da extensão de e-mail.',
    ],
  ])('says "%s" as a sentence a person understands', (raw, said) => {
    expect(mailFailureText(raw)).toBe(said);
  });
});
