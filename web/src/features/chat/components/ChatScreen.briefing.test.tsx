/** The briefing at the top of a conversation: the answers to her questions on the form, for her side only. */
import { screen, within } from '@testing-library/react';
import type { PerguntaFormulario } from '@lab/domain/briefing';
import { freshDemoBackend, renderAt, resetSession, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { SEED } from '../../../shared/testing/test-backend';
import { ChatScreen } from './ChatScreen';

const routes = [{ path: '/menu/:userId/contatos/:contactId/chat/:conversationId', element: <ChatScreen /> }];

const LONG_WORD = 'a'.repeat(300);
const QUESTIONS: PerguntaFormulario[] = [
  { id: 'tipo', texto: 'Tipo de projeto', tipo: 'escolha', obrigatoria: true, opcoes: ['Logo', 'Site'] },
  { id: 'ideia', texto: 'Conte a ideia', tipo: 'longa', obrigatoria: false },
];

/** The visitor's skin with a form asking QUESTIONS on its home page. */
async function formWithQuestions(backend: TestBackend) {
  await signInAs(backend, SEED.visitor, 'visitante');
  const change = { kind: 'addContainer', pageId: 'home', titulo: 'Fale comigo', tipo: 'formulario' } as const;
  const form = (await backend.call('editSkin', { skin: 'visitante', change })).createdId ?? '';
  await backend.call('editSkin', {
    skin: 'visitante',
    change: { kind: 'updateContainer', containerId: form, perguntas: QUESTIONS },
  });
  await backend.signOut();
  resetSession();
}

const answers = { tipo: 'Site', ideia: `Uma loja\n${LONG_WORD}` };

describe('Chat: the briefing of a form message', () => {
  it('shows her each question and its answer at the top of the conversation', async () => {
    const backend = freshDemoBackend();
    await formWithQuestions(backend);
    const sent = await backend.call('sendContactMessage', {
      email: 'marina@example.com',
      mensagem: 'Quero um site.',
      destino: 'visitante',
      pagina: 'home',
      respostas: answers,
    });
    await signInAs(backend, SEED.visitor, 'visitante');
    renderAt(backend, routes, `/menu/${SEED.visitor}/contatos/${sent.idContato}/chat/${sent.idConversa}`);

    const briefing = await screen.findByRole('region', { name: 'Briefing' });
    const terms = within(briefing)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const definitions = within(briefing)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(terms).toEqual(['Tipo de projeto', 'Conte a ideia']);
    expect(definitions).toEqual(['Site', `Uma loja\n${LONG_WORD}`]);
  });

  it('is not shown to the one who wrote', async () => {
    const backend = freshDemoBackend();
    await formWithQuestions(backend);
    await signInAs(backend, SEED.multi, 'multi-a');
    const sent = await backend.call('sendContactMessage', {
      mensagem: 'Quero um site.',
      skin: 'multi-a',
      destino: 'visitante',
      pagina: 'home',
      respostas: answers,
    });
    renderAt(backend, routes, `/menu/${SEED.multi}/contatos/${sent.idContato}/chat/${sent.idConversa}`);
    await screen.findByText('Quero um site.');
    expect(backend.runtime.db.get(`contatos/${sent.idContato}/conversas/${sent.idConversa}`)).toHaveProperty('respostas');
    expect(screen.queryByRole('region', { name: 'Briefing' })).not.toBeInTheDocument();
  });
});
