import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DomainError, MESSAGES } from '@lab/domain/kernel';
import { MOTIVOS_DENUNCIA, REPORT_TEXT_MAX_LENGTH } from '@lab/domain/moderation';
import { renderWithBackend } from '../../../shared/testing/render-with-backend';
import { freshDemoBackend, type TestBackend } from '../../../shared/testing/signed-in';
import { ReportSkinLink } from './ReportSkinLink';

let backend: TestBackend;
let call: jest.SpyInstance;
beforeEach(() => {
  backend = freshDemoBackend();
  // The fake backend: every report is accepted unless a test says otherwise.
  call = jest.spyOn(backend, 'call').mockResolvedValue({ ok: true });
});
afterEach(() => jest.restoreAllMocks());

const denunciar = () => screen.getByRole('button', { name: 'Denunciar' });

async function openDialog(skin = 'visitante') {
  renderWithBackend(<ReportSkinLink skin={skin} />, backend);
  await userEvent.click(denunciar());
  return screen.findByRole('dialog', { name: `Denunciar a skin ${skin}` });
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Enviar denúncia' }));
const text = () => screen.getByRole('textbox', { name: 'Conte o que há de errado' });

describe("Denunciar, in a skin's footer", () => {
  it("is offered on a user's skin and not on the site's own", () => {
    const { unmount } = renderWithBackend(<ReportSkinLink skin="visitante" />, backend);
    expect(denunciar()).toHaveAttribute('aria-haspopup', 'dialog');
    unmount();
    renderWithBackend(<ReportSkinLink skin="lab" />, backend);
    expect(screen.queryByRole('button', { name: 'Denunciar' })).not.toBeInTheDocument();
  });

  it('opens by itself from the report link every creator’s reply e-mail carries (#denunciar)', async () => {
    window.location.hash = '#denunciar';
    try {
      renderWithBackend(<ReportSkinLink skin="visitante" />, backend);
      expect(await screen.findByRole('dialog', { name: 'Denunciar a skin visitante' })).toBeInTheDocument();
    } finally {
      window.location.hash = '';
    }
  });

  it('opens a labelled dialog with every reason, focus on the first, and Cancelar gives focus back', async () => {
    const dialog = await openDialog();
    const reasons = screen.getAllByRole('radio');
    expect(reasons.map((radio) => radio.closest('label')?.textContent)).toEqual(Object.values(MOTIVOS_DENUNCIA));
    expect(screen.getByRole('group', { name: 'Motivo' })).toBeInTheDocument();
    expect(reasons[0]).toHaveFocus();
    expect(text()).toHaveAttribute('maxLength', String(REPORT_TEXT_MAX_LENGTH));

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(dialog).not.toBeInTheDocument();
    expect(denunciar()).toHaveFocus();
    expect(call).not.toHaveBeenCalled();
  });

  it("closes on Escape (the dialog's cancel), focus back on Denunciar", async () => {
    const dialog = await openDialog();
    act(() => {
      fireEvent(dialog, new Event('cancel', { cancelable: true }));
    });
    expect(dialog).not.toBeInTheDocument();
    expect(denunciar()).toHaveFocus();
  });

  it('asks for a reason, then for the text, before sending anything', async () => {
    await openDialog();
    await userEvent.type(text(), 'Golpe com Pix');
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.reportReasonInvalid);

    await userEvent.clear(text());
    await userEvent.type(text(), '   ');
    await userEvent.click(screen.getByRole('radio', { name: MOTIVOS_DENUNCIA.golpe }));
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.reportTextRequired);
    expect(call).not.toHaveBeenCalled();
  });

  it('counts what is typed against the limit', async () => {
    await openDialog();
    expect(screen.getByText(`0 de ${REPORT_TEXT_MAX_LENGTH} caracteres`)).toBeInTheDocument();
    await userEvent.type(text(), 'Pede dinheiro');
    expect(text()).toHaveAccessibleDescription(`13 de ${REPORT_TEXT_MAX_LENGTH} caracteres`);
  });

  it('sends the skin, the reason and the trimmed text, then thanks the person', async () => {
    await openDialog();
    await userEvent.click(screen.getByRole('radio', { name: MOTIVOS_DENUNCIA.dados }));
    await userEvent.type(text(), '  Mostra o CPF de alguém.  ');
    await send();
    expect(await screen.findByRole('status')).toHaveTextContent('Denúncia enviada. Obrigado por avisar.');
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith('reportSkin', { skin: 'visitante', motivo: 'dados', texto: 'Mostra o CPF de alguém.' });
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(denunciar()).toHaveFocus();
  });

  it("shows a refusal in the server's words and keeps what was written", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    call.mockRejectedValue(new DomainError('resource-exhausted', MESSAGES.reportRateLimited));
    await openDialog();
    await userEvent.click(screen.getByRole('radio', { name: MOTIVOS_DENUNCIA.spam }));
    await userEvent.type(text(), 'Propaganda enganosa');
    await send();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.reportRateLimited));
    expect(text()).toHaveValue('Propaganda enganosa');
    expect(screen.getByRole('radio', { name: MOTIVOS_DENUNCIA.spam })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Enviar denúncia' })).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
