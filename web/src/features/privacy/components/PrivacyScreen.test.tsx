import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DATA_LINK_PATH, paths } from '@lab/domain/kernel';
import { type MailDoc } from '@lab/domain/notices';
import { freshDemoBackend, renderAt, type TestBackend } from '../../../shared/testing/signed-in';
import { MyMessagesScreen } from './MyMessagesScreen';
import { PrivacyScreen } from './PrivacyScreen';

const ANA = 'ana.souza@example.com';
const routes = [
  { path: '/privacidade', element: <PrivacyScreen /> },
  { path: '/privacidade/mensagens', element: <MyMessagesScreen /> },
];

let backend: TestBackend;
beforeEach(() => {
  backend = freshDemoBackend();
  localStorage.clear();
});
afterEach(() => {
  jest.restoreAllMocks();
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
});

/** The token of the link the demo queued for `email`, as its e-mail carries it. */
function sentToken(email: string): string | undefined {
  const [mail] = backend.runtime.db
    .query<MailDoc>({ collection: paths.mails() }, { where: [['to', 'array-contains', email]] })
    .filter((m) => m.data.tipo === 'acesso-dados');
  return mail?.data.message.text.match(new RegExp(`${DATA_LINK_PATH}#([A-Za-z0-9]+)`))?.[1];
}

describe('the privacy notice (/privacidade)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('leads back to the skin the visitor came from, named in the address', () => {
    window.history.replaceState(null, '', '/privacidade#de=lab');
    renderAt(backend, routes, '/privacidade#de=lab');
    expect(screen.getByRole('link', { name: 'Voltar para lab' })).toHaveAttribute('href', '/lab/home');
  });

  it('leads back home when no skin, or no valid one, is named', () => {
    window.history.replaceState(null, '', '/privacidade#de=<script>');
    renderAt(backend, routes, '/privacidade#de=<script>');
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
  });

  it('names the controller and how to reach them, what is kept, for how long, and each right', () => {
    renderAt(backend, routes, '/privacidade');
    expect(screen.getByRole('heading', { level: 1, name: 'Política de Privacidade do Lab' })).toBeInTheDocument();
    expect(screen.getByText('Estúdio Lab (exemplo)')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'privacidade@lab.exemplo.com.br' })[0]).toHaveAttribute(
      'href',
      'mailto:privacidade@lab.exemplo.com.br',
    );
    expect(screen.getByText(/Registros de acesso, de navegação e de login: 6 meses/)).toBeInTheDocument();
    expect(screen.getByText(/o pedido de confirmação vale por 7 dias e a confirmação por 12 meses/)).toBeInTheDocument();
    expect(screen.getByText(/Reservas de uma agenda: até 12 meses depois da data da reserva/)).toBeInTheDocument();
    expect(screen.getByText(/Depoimentos enviados pelo link de quem pediu: aguardam a aprovação dela/)).toBeInTheDocument();
    for (const right of ['Confirmação e acesso', 'portabilidade', 'Correção', 'Eliminação', 'Oposição', 'anonimização']) {
      expect(within(screen.getByRole('region', { name: /Seus direitos/ })).getByText(right)).toBeInTheDocument();
    }
  });

  it('lets a visitor turn visit logging off in this browser, and back on', async () => {
    renderAt(backend, routes, '/privacidade');
    const box = await screen.findByRole('checkbox', { name: 'Não registrar minhas visitas' });
    await userEvent.click(box);
    expect(localStorage.getItem('naoRegistrarVisitas')).toBe('1');
    await userEvent.click(box);
    expect(localStorage.getItem('naoRegistrarVisitas')).toBeNull();
  });

  it('says a browser sending Global Privacy Control is never logged, and offers no choice', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    renderAt(backend, routes, '/privacidade');
    expect(await screen.findByText('Seu navegador envia GPC: suas visitas não são registradas.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('answers the same for any address, and e-mails the link only to an address that wrote', async () => {
    renderAt(backend, routes, '/privacidade');
    for (const email of ['ninguem@example.com', ANA]) {
      await userEvent.clear(screen.getByLabelText('Seu e-mail'));
      await userEvent.type(screen.getByLabelText('Seu e-mail'), email);
      await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
      expect(
        await screen.findByText('Se esse e-mail enviou mensagens por aqui, o link chega nele em alguns minutos.'),
      ).toBeInTheDocument();
    }
    await waitFor(() => expect(sentToken(ANA)).toBeDefined());
    expect(sentToken('ninguem@example.com')).toBeUndefined();
  });
});

describe("the link's page (/privacidade/mensagens)", () => {
  it('shows the messages sent with the address, and Excluir deletes them after a confirmation', async () => {
    await backend.call('requestMyMessages', { email: ANA });
    renderAt(backend, routes, `/privacidade/mensagens#${sentToken(ANA) ?? ''}`);
    expect(await screen.findByText(/Oi! Sou de uma ONG de Canoas/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(ANA)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(
      await screen.findByText('Suas mensagens foram excluídas. O link não vale mais.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // Limit counters hold only instants and go within a day; nothing else names her.
    const all = backend.runtime.db.toJSON();
    expect(Object.keys(all).filter((p) => !p.startsWith('rateLimits/') && JSON.stringify([p, all[p]]).includes(ANA))).toEqual([]);
  });

  it('shows the name and WhatsApp she gave with a message on the form', async () => {
    const sent = { email: 'marina@example.com', mensagem: 'Quero um site.', nome: 'Marina Souza', whatsapp: '11987654321' };
    await backend.call('sendContactMessage', sent);
    await backend.call('requestMyMessages', { email: sent.email });
    renderAt(backend, routes, `/privacidade/mensagens#${sentToken(sent.email) ?? ''}`);
    expect(
      await screen.findByText('Você informou: nome Marina Souza, WhatsApp +55 11 98765-4321.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('shows nothing but the refusal for a forged link', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(backend, routes, '/privacidade/mensagens#abcdefabcdefabcdef');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Este link não vale mais. Peça um novo na página de privacidade.',
    );
  });
});
