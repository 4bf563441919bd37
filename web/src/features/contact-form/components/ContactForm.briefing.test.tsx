/**
 * Her own questions on a skin's contact form (briefing): asked after the subject, each with its
 * label, "(opcional)" on the optional ones and its problem under it; the answers are part of the draft
 * that survives leaving the page, and reach her conversation readable.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, paths, type ConversaDoc } from '@lab/domain/kernel';
import type { PerguntaFormulario } from '@lab/domain/briefing';
import { renderWithBackend } from '../../../shared/testing/render-with-backend';
import { createTestBackend, resetSession, SEED, signInAs, type TestBackend } from '../../../shared/testing/test-backend';
import { ContactForm } from './ContactForm';

beforeEach(resetSession);

const QUESTIONS: PerguntaFormulario[] = [
  { id: 'prazo', texto: 'Qual é o prazo?', tipo: 'curta', obrigatoria: true },
  { id: 'ideia', texto: 'Conte a ideia', tipo: 'longa', obrigatoria: false },
  { id: 'tipo', texto: 'Tipo de projeto', tipo: 'escolha', obrigatoria: true, opcoes: ['Logo', 'Site'] },
  { id: 'redes', texto: 'Quais redes?', tipo: 'multipla', obrigatoria: false, opcoes: ['Instagram', 'TikTok', 'YouTube'] },
  { id: 'data', texto: 'Data do evento', tipo: 'data', obrigatoria: false },
  { id: 'verba', texto: 'Orçamento', tipo: 'orcamento', obrigatoria: false, faixas: [500, 1000, 3000] },
];

const email = () => screen.getByRole('textbox', { name: 'E-mail' });
const message = () => screen.getByRole('textbox', { name: 'Mensagem' });
const prazo = () => screen.getByRole('textbox', { name: 'Qual é o prazo?' });
const tipo = () => screen.getByRole('combobox', { name: 'Tipo de projeto' });
const send = () => userEvent.click(screen.getByRole('button', { name: 'ENVIAR' }));

/** The visitor's skin with a form asking QUESTIONS on its home page, and the visitor signed out again. */
async function visitorSkinWithQuestions(): Promise<TestBackend> {
  const backend = createTestBackend();
  await signInAs(backend, SEED.visitor, 'visitante');
  const change = { kind: 'addContainer', pageId: 'home', titulo: 'Fale comigo', tipo: 'formulario' } as const;
  const form = (await backend.call('editSkin', { skin: 'visitante', change })).createdId ?? '';
  await backend.call('editSkin', {
    skin: 'visitante',
    change: { kind: 'updateContainer', containerId: form, perguntas: QUESTIONS },
  });
  await backend.signOut();
  resetSession();
  return backend;
}

const renderForm = (backend: TestBackend) =>
  renderWithBackend(
    <ContactForm subjects={['OUTRO']} destination={{ skin: 'visitante', page: 'home', questions: QUESTIONS }} idPrefix="form1" />,
    backend,
  );

describe('her questions on a skin’s contact form', () => {
  it('asks them after the subject and before the message, each labelled, the optional ones said so', () => {
    renderForm(createTestBackend());
    const labels = [...document.querySelectorAll('label.form-field__label, legend')].map((l) => l.textContent);
    expect(labels).toEqual([
      'Assunto',
      'Qual é o prazo?',
      'Conte a ideia (opcional)',
      'Tipo de projeto',
      'Quais redes? (opcional)',
      'Data do evento (opcional)',
      'Orçamento (opcional)',
      'Seu nome (opcional)',
      'E-mail',
      'WhatsApp (opcional)',
      'Mensagem',
    ]);
    expect(screen.getByLabelText('Data do evento (opcional)')).toHaveAttribute('type', 'date');
    expect(
      within(screen.getByRole('combobox', { name: 'Orçamento (opcional)' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Escolha...', 'Até R$ 500', 'R$ 500 a R$ 1.000', 'R$ 1.000 a R$ 3.000', 'Acima de R$ 3.000']);
    expect(within(screen.getByRole('group', { name: 'Quais redes? (opcional)' })).getAllByRole('checkbox')).toHaveLength(3);
  });

  it('says under each required question that it needs an answer, focuses the first, and sends nothing', async () => {
    const backend = createTestBackend();
    const call = jest.spyOn(backend, 'call');
    renderForm(backend);
    await userEvent.type(email(), 'bia@example.com');
    await userEvent.type(message(), 'Oi');
    await send();
    expect(prazo()).toHaveAccessibleDescription(MESSAGES.briefingAnswerMissing);
    expect(tipo()).toHaveAccessibleDescription(MESSAGES.briefingAnswerMissing);
    expect(prazo()).toHaveFocus();
    expect(call).not.toHaveBeenCalledWith('sendContactMessage', expect.anything());
    await userEvent.type(prazo(), 'Um mês');
    expect(prazo()).not.toHaveAccessibleDescription();
  });

  it('keeps the answers in the draft when she leaves the page, and sends them to the creator’s conversation', async () => {
    const backend = await visitorSkinWithQuestions();
    const first = renderForm(backend);
    await userEvent.type(prazo(), 'Um mês');
    await userEvent.selectOptions(tipo(), 'Site');
    await userEvent.click(screen.getByRole('checkbox', { name: 'YouTube' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Instagram' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Orçamento (opcional)' }), 'R$ 1.000 a R$ 3.000');
    await userEvent.type(screen.getByLabelText('Data do evento (opcional)'), '2026-03-09');
    first.unmount();

    renderForm(backend);
    expect(prazo()).toHaveValue('Um mês');
    expect(tipo()).toHaveValue('Site');
    expect(screen.getByRole('checkbox', { name: 'Instagram' })).toBeChecked();
    await userEvent.type(email(), 'bia@example.com');
    await userEvent.type(message(), 'Uma marca para a padaria.');
    await send();
    await screen.findByText('CONTATO REALIZADO COM SUCESSO!');

    const [conversa] = backend.runtime.db.query<ConversaDoc>({ collection: paths.conversas('bia@example.com_visitante') });
    expect(conversa?.data.respostas).toEqual([
      { id: 'prazo', pergunta: 'Qual é o prazo?', tipo: 'curta', resposta: 'Um mês' },
      { id: 'tipo', pergunta: 'Tipo de projeto', tipo: 'escolha', resposta: 'Site' },
      { id: 'redes', pergunta: 'Quais redes?', tipo: 'multipla', resposta: 'Instagram, YouTube' },
      { id: 'data', pergunta: 'Data do evento', tipo: 'data', resposta: '09/03/2026' },
      { id: 'verba', pergunta: 'Orçamento', tipo: 'orcamento', resposta: 'R$ 1.000 a R$ 3.000' },
    ]);
  });
});
