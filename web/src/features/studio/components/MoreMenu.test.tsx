import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MoreMenu } from './MoreMenu';

function renderMenu() {
  const chosen: string[] = [];
  render(
    <>
      <MoreMenu
        label="portfolio"
        items={[
          { key: 'rename', label: 'Renomear', onSelect: () => chosen.push('rename') },
          { key: 'delete', label: 'Excluir', danger: true, onSelect: () => chosen.push('delete') },
        ]}
      />
      <button type="button">Fora</button>
    </>,
  );
  return { chosen, button: screen.getByRole('button', { name: 'Mais ações: portfolio' }) };
}

describe('the studio’s "⋯" menu', () => {
  it('is a closed menu button until tapped, then lists its actions with focus on the first', async () => {
    const { button } = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Ações de portfolio' });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Renomear', 'Excluir']);
    expect(screen.getByRole('menuitem', { name: 'Renomear' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const { button, chosen } = renderMenu();
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(chosen).toEqual([]);
  });

  it('moves between its actions with the arrow keys, Home and End, wrapping around', async () => {
    const { button } = renderMenu();
    await userEvent.click(button);
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Excluir' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Renomear' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Excluir' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Renomear' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Excluir' })).toHaveFocus();
  });

  it('runs the chosen action once, closed, with focus back on its button (where a dialog returns it)', async () => {
    const { button, chosen } = renderMenu();
    await userEvent.click(button);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(chosen).toEqual(['delete']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes when the person taps elsewhere, running nothing', async () => {
    const { button, chosen } = renderMenu();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Fora' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fora' })).toHaveFocus();
    expect(chosen).toEqual([]);
  });
});
