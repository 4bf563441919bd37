import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DomainError, paths } from '@lab/domain/kernel';
import { type MailDelivery, type MailDoc } from '@lab/domain/notices';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { formatPtBrDate } from '../../../shared/ui/DateText';
import { OutboxScreen } from './OutboxScreen';

const routes = [{ path: '/menu/:userId/caixa-de-saida', element: <OutboxScreen /> }];
const outbox = '/menu/owner-dona/caixa-de-saida';
const DEMO_NOTE = 'No modo de demonstração nenhum e-mail é enviado: tudo fica na fila.';

let backend: TestBackend;
afterEach(() => jest.restoreAllMocks());
beforeEach(async () => {
  backend = freshDemoBackend();
  // The seed's two e-mails (a notice, a failed reply) are set aside: each test says what the outbox holds.
  await backend.runtime.db.runTransaction((tx) => {
    for (const row of backend.runtime.db.query({ collection: paths.mails() })) tx.delete(row.path);
  });
});

const rows = async () => within(await screen.findByRole('list', { name: 'E-mails' })).getAllByRole('listitem');

/** A mail document as the callables queue it, with the delivery the extension would have written back. */
function mail(data: number, subject: string, overrides: Partial<MailDoc> = {}): MailDoc {
  return {
    to: ['ana.souza@example.com'],
    replyTo: 'dona.lab@example.com',
    message: { subject, text: subject, html: `<p>${subject}</p>` },
    tipo: 'resposta',
    data,
    idContato: 'ana.souza@example.com_lab',
    idConversa: 'c-enchentes',
    idChat: null,
    ...overrides,
  };
}

const seedMail = (docs: Record<string, MailDoc>) =>
  act(() =>
    backend.runtime.db.runTransaction((tx) => {
      for (const [id, doc] of Object.entries(docs)) tx.set(paths.mail(id), { ...doc });
    }),
  );

/** What the Trigger Email extension writes back on a mail document. */
const deliver = (id: string, delivery: MailDelivery) =>
  act(() => backend.runtime.db.runTransaction((tx) => tx.set(paths.mail(id), { delivery }, { merge: true })));

describe('Outbox (menu/{userId}/caixa-de-saida, owners)', () => {
  it('shows every queued e-mail newest first: kind, addressee, subject, date and state', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    await seedMail({
      antigo: mail(1_700_000_000_000, 'Nova mensagem de ana.souza@example.com', {
        tipo: 'notificacao',
        to: ['dona.lab@example.com', 'socio.lab@example.com'],
        replyTo: undefined,
      }),
      novo: mail(1_800_000_000_000, 'Re: PROJETO ENCHENTES RS', { delivery: { state: 'SUCCESS', attempts: 1 } }),
    });
    renderAt(backend, routes, outbox);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando dados...');
    const [newest, oldest] = await rows();
    expect(newest).toHaveTextContent('Resposta');
    expect(newest).toHaveTextContent('Para: ana.souza@example.com');
    expect(newest).toHaveTextContent('Re: PROJETO ENCHENTES RS');
    expect(newest).toHaveTextContent(formatPtBrDate(1_800_000_000_000));
    expect(newest).toHaveTextContent('Enviado');
    expect(oldest).toHaveTextContent('Notificação');
    expect(oldest).toHaveTextContent('Para: dona.lab@example.com, socio.lab@example.com');
    expect(oldest).toHaveTextContent('Nova mensagem de ana.souza@example.com');
    expect(oldest).toHaveTextContent(formatPtBrDate(1_700_000_000_000));
    expect(oldest).toHaveTextContent('Na fila');
  });

  it('says each state the extension reports in Portuguese, and follows it live', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    await seedMail({ m: mail(1_800_000_000_000, 'Re: oi') });
    renderAt(backend, routes, outbox);
    const state = async () => (await rows())[0]!.querySelector('.outbox-mail__state');
    expect(await state()).toHaveTextContent('Na fila');
    const said: Array<[MailDelivery['state'], string]> = [
      ['PENDING', 'Na fila'],
      ['PROCESSING', 'Enviando'],
      ['RETRY', 'Nova tentativa'],
      ['SUCCESS', 'Enviado'],
      ['ERROR', 'Falhou'],
    ];
    for (const [delivery, text] of said) {
      await deliver('m', { state: delivery });
      await waitFor(async () => expect(await state()).toHaveTextContent(text));
    }
  });

  it('shows why a failed e-mail failed, and offers "Tentar de novo" on it alone', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    await seedMail({
      falhou: mail(1_800_000_000_000, 'Re: falhou', {
        delivery: { state: 'ERROR', attempts: 3, error: 'Invalid login: 535 Authentication failed' },
      }),
      enviado: mail(1_700_000_000_000, 'Re: enviado', { delivery: { state: 'SUCCESS' } }),
    });
    renderAt(backend, routes, outbox);
    const [failed, sent] = await rows();
    expect(failed).toHaveTextContent('Falhou');
    expect(failed).toHaveTextContent('O servidor de e-mail recusou o login da conta de envio.');
    // The extension's own words stay out of the way, for an owner who looks for them.
    expect(failed).not.toHaveTextContent('Invalid login');
    expect(within(failed!).getByTitle('Invalid login: 535 Authentication failed')).toBeInTheDocument();
    expect(within(failed!).getByRole('button', { name: 'Tentar de novo' })).toBeInTheDocument();
    expect(within(sent!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Tentar de novo' })).toHaveLength(1);
  });

  it('puts a failed e-mail back in the queue with "Tentar de novo"', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    await seedMail({ falhou: mail(1_800_000_000_000, 'Re: falhou', { delivery: { state: 'ERROR', error: 'Timeout' } }) });
    const call = jest.spyOn(backend, 'call');
    renderAt(backend, routes, outbox);
    const [failed] = await rows();
    await userEvent.click(within(failed!).getByRole('button', { name: 'Tentar de novo' }));
    expect(call).toHaveBeenCalledWith('retryMail', { mailId: 'falhou' });
    // The extension sends again what it finds in RETRY.
    await waitFor(async () => expect((await rows())[0]).toHaveTextContent('Nova tentativa'));
    expect((await rows())[0]).not.toHaveTextContent('Falhou');
    expect(screen.queryByRole('button', { name: 'Tentar de novo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the row and says why when the retry is refused', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await signInAs(backend, 'owner-dona', 'lab');
    await seedMail({ falhou: mail(1_800_000_000_000, 'Re: falhou', { delivery: { state: 'ERROR', error: 'Timeout' } }) });
    jest.spyOn(backend, 'call').mockRejectedValue(new DomainError('permission-denied', 'Você não tem permissão para isso.'));
    renderAt(backend, routes, outbox);
    const [failed] = await rows();
    await userEvent.click(within(failed!).getByRole('button', { name: 'Tentar de novo' }));
    expect(await within(failed!).findByRole('alert')).toHaveTextContent('Você não tem permissão para isso.');
    expect(within(failed!).getByRole('button', { name: 'Tentar de novo' })).toBeEnabled();
  });

  it("lists the owners' notification of a visitor's message and the owner's reply to the visitor's e-mail", async () => {
    const sent = await act(() =>
      backend.call('sendContactMessage', { email: 'eva@example.com', assunto: 'SISTEMA', mensagem: 'Quanto custa um site?' }),
    );
    await signInAs(backend, 'owner-dona', 'lab');
    await act(() =>
      backend.call('sendChatMessage', {
        contactId: sent.idContato,
        conversationId: sent.idConversa,
        mensagem: 'Olá, Eva! Depende do projeto.',
      }),
    );
    renderAt(backend, routes, outbox);
    const listed = await rows();
    expect(listed).toHaveLength(2);
    // Both were queued in the same moment or nearly, so they are found by kind rather than by place.
    const reply = listed.find((row) => row.textContent?.includes('Resposta'));
    const notification = listed.find((row) => row.textContent?.includes('Notificação'));
    expect(reply).toHaveTextContent('Resposta');
    expect(reply).toHaveTextContent('Para: eva@example.com');
    expect(reply).toHaveTextContent('Na fila');
    expect(notification).toHaveTextContent('Notificação');
    expect(notification).toHaveTextContent('dona.lab@example.com');
    expect(notification).toHaveTextContent('Na fila');
  });

  it('says once, on the demo backend, that nothing is ever sent there', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    await seedMail({ a: mail(1, 'a'), b: mail(2, 'b') });
    renderAt(backend, routes, outbox);
    await rows();
    expect(screen.getAllByText(DEMO_NOTE)).toHaveLength(1);
  });

  it('says nothing of the demo on the real backend', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt({ ...backend, deliversMail: true }, routes, outbox);
    await screen.findByText('Nenhum e-mail na caixa de saída.');
    expect(screen.queryByText(DEMO_NOTE)).not.toBeInTheDocument();
  });

  it('says so when no e-mail was ever queued', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, outbox);
    expect(await screen.findByText('Nenhum e-mail na caixa de saída.')).toBeInTheDocument();
  });

  it('says so when the outbox is refused (a non-owner)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await signInAs(backend, 'user-visitante', 'visitante');
    renderAt(backend, routes, '/menu/user-visitante/caixa-de-saida');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar a caixa de saída.');
  });
});
