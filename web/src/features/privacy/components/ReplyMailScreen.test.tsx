import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, paths, sha256Hex } from '@lab/domain/kernel';
import { type DestinatarioDoc } from '@lab/domain/notices';
import { freshDemoBackend, renderAt, type TestBackend } from '../../../shared/testing/signed-in';
import { ReplyMailScreen } from './ReplyMailScreen';

const routes = [{ path: '/privacidade/respostas', element: <ReplyMailScreen /> }];
const HASH = sha256Hex('visitante@example.com');
const asked: DestinatarioDoc = {
  token: 'confirma0001',
  tokenSair: 'saida0001',
  criadoEm: 1,
  pedidoEm: Date.now(),
  expiresAt: Date.now() + 86_400_000,
};

// The demo backend's first call loads its handlers, slow on a busy machine; each wait is for a state.
jest.setTimeout(20_000);

let backend: TestBackend;
beforeEach(async () => {
  backend = freshDemoBackend();
  await backend.runtime.db.runTransaction(async (tx) => tx.set(paths.destinatario(HASH), { ...asked }));
});

const record = () => backend.runtime.db.get<DestinatarioDoc>(paths.destinatario(HASH));

describe('the reply links’ page (/privacidade/respostas)', () => {
  it('does nothing until its person taps, then records “fui eu” and says where earlier replies are read', async () => {
    renderAt(backend, routes, `/privacidade/respostas?acao=confirmar#${HASH}.confirma0001`);
    expect(screen.getByRole('heading', { level: 1, name: 'Respostas por e-mail' })).toBeInTheDocument();
    expect(record()?.confirmadoEm).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Fui eu, quero receber as respostas' }));
    expect(
      await screen.findByText('Pronto: as próximas respostas chegam ao seu e-mail.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Seus dados pelo e-mail' })).toHaveAttribute('href', '/privacidade');
    expect(record()?.confirmadoEm).toBeDefined();
  });

  it('records “não fui eu” for good', async () => {
    renderAt(backend, routes, `/privacidade/respostas?acao=recusar#${HASH}.confirma0001`);
    await userEvent.click(screen.getByRole('button', { name: 'Não fui eu' }));
    expect(
      await screen.findByText(/ninguém no Lab envia mais e-mails a este endereço/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(record()).toEqual({ tokenSair: 'saida0001', criadoEm: 1, recusadoEm: expect.any(Number) });
  });

  it('offers only leaving from a reply’s link', async () => {
    renderAt(backend, routes, `/privacidade/respostas?acao=sair#${HASH}.saida0001`);
    expect(screen.queryByRole('button', { name: /Fui eu/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Não quero mais receber e-mails do Lab' }));
    expect(await screen.findByText(/ninguém no Lab envia mais e-mails/, {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('shows the refusal for an altered link, and changes nothing', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(backend, routes, `/privacidade/respostas?acao=confirmar#${HASH}.confirma0002`);
    await userEvent.click(screen.getByRole('button', { name: 'Fui eu, quero receber as respostas' }));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(MESSAGES.replyLinkInvalid);
    expect(record()).toEqual(asked);
  });

  it('asks for the e-mailed link when opened without one', () => {
    renderAt(backend, routes, '/privacidade/respostas');
    expect(screen.getByRole('alert')).toHaveTextContent('Abra esta página pelo link que enviamos para o seu e-mail.');
  });
});
