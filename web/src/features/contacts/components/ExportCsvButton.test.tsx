import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { ContactsScreen } from './ContactsScreen';

const routes = [{ path: '/menu/:userId/contatos', element: <ContactsScreen /> }];

let backend: TestBackend;
beforeEach(() => {
  backend = freshDemoBackend();
});
afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

/** The file's text; the Blob may come from Node's realm, which jsdom's FileReader refuses. */
function readText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.readAsText(blob);
  });
}

describe('Exportar CSV in CONTATOS', () => {
  it('downloads every lead of her inbox as contatos-<skin>-<day>.csv, one row per conversation', async () => {
    const files: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => (files.push(blob), 'blob:leads');
    const revoked: string[] = [];
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
    const names: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, '/menu/owner-dona/contatos');
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar CSV' }));

    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^contatos-lab-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(files[0]?.type).toBe('text/csv;charset=utf-8');
    const rows = (await readText(files[0]!))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe('Data;Nome;E-mail;WhatsApp;Assunto;Etapa;Valor');
    expect(rows).toHaveLength(4);
    expect(rows.join('\n')).toContain('IDENTIDADE VISUAL;Proposta enviada;3.500,00');
    expect(rows.join('\n')).toContain('ana.souza@example.com');
    // The file's address is let go once the browser has it.
    await waitFor(() => expect(revoked).toEqual(['blob:leads']));
  });
});
