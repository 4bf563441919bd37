import { fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_AVATAR } from '@lab/domain/kernel';
import { Avatar } from './Avatar';

const photo = () => screen.getByRole('img');
const decorative = () => screen.getByRole('presentation');

describe("a person's photo", () => {
  it('shows the stored photo at the given size, decorative by default', () => {
    render(<Avatar src="/seed/avatar-dona.svg" size={48} />);
    expect(decorative()).toHaveAttribute('src', '/seed/avatar-dona.svg');
    expect(decorative()).toHaveAttribute('width', '48');
    expect(decorative()).toHaveAttribute('height', '48');
  });

  it('names the person when asked to', () => {
    render(<Avatar src="/seed/avatar-dona.svg" size={40} alt="Dona do Lab" />);
    expect(photo()).toHaveAccessibleName('Dona do Lab');
  });

  it('anchors the bare default avatar at the site root, so nested routes find it', () => {
    render(<Avatar src={DEFAULT_AVATAR} size={40} alt="Ana" />);
    expect(photo()).toHaveAttribute('src', '/default-user.jpg');
  });

  it('shows the default avatar when there is no photo', () => {
    render(<Avatar src="" size={40} alt="Ana" />);
    expect(photo()).toHaveAttribute('src', '/default-user.jpg');
  });

  it('falls back to the default avatar when the photo cannot load, and tries a new photo again', () => {
    const { rerender } = render(<Avatar src="https://example.com/quebrada.jpg" size={40} alt="Ana" />);
    fireEvent.error(photo());
    expect(photo()).toHaveAttribute('src', '/default-user.jpg');
    fireEvent.error(photo());
    expect(photo()).toHaveAttribute('src', '/default-user.jpg');
    rerender(<Avatar src="/seed/avatar-visitante.svg" size={40} alt="Ana" />);
    expect(photo()).toHaveAttribute('src', '/seed/avatar-visitante.svg');
  });
});
