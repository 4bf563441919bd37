import { render, screen } from '@testing-library/react';
import type { LiveQueryState } from '../backend/use-live-query';
import { LiveList } from './LiveList';

function renderList(state: LiveQueryState<string[]>) {
  render(
    <LiveList state={state} loading="Carregando contatos..." failed="Erro ao carregar contatos." empty="Não há contatos.">
      {(items) => (
        <ul aria-label="Itens">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </LiveList>,
  );
}

describe('a live list on screen', () => {
  it('says its loading text first', () => {
    renderList({ status: 'loading', data: null, error: null });
    expect(screen.getByRole('status')).toHaveTextContent('Carregando contatos...');
  });

  it('alerts when the list cannot be read', () => {
    renderList({ status: 'error', data: null, error: new Error('recusado') });
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao carregar contatos.');
  });

  it('says so when the list is empty', () => {
    renderList({ status: 'ready', data: [], error: null });
    expect(screen.getByText('Não há contatos.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the items otherwise', () => {
    renderList({ status: 'ready', data: ['um', 'dois'], error: null });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['um', 'dois']);
  });
});
