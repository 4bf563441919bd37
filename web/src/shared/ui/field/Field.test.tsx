import { render, screen } from '@testing-library/react';
import { Choice, counterAnnouncement, counterText, Field } from '.';

describe('Field', () => {
  it('names its control by a visible label and describes it by its error, then its hint', () => {
    render(
      <Field id="f-whatsapp" label="WhatsApp (opcional)" hint="Com DDD." error="Número inválido.">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'WhatsApp (opcional)' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'f-whatsapp-erro f-whatsapp-dica');
    expect(input).toHaveAccessibleDescription('Número inválido. Com DDD.');
  });

  it('without an error: not invalid, and described by nothing that is not there', () => {
    render(
      <Field id="f-nome" label="Seu nome">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Seu nome' });
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('a hidden label still names the control, and a counter drawn elsewhere is read after the error and hint', () => {
    render(
      <>
        <Field id="f-msg" label="Mensagem" labelHidden hint="Enter envia." error="Vazia." describedBy="f-msg-resta">
          {(control) => <textarea {...control} />}
        </Field>
        <p id="f-msg-resta">10 caracteres restantes</p>
      </>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Mensagem' });
    expect(screen.getByText('Mensagem')).toHaveClass('visually-hidden');
    expect(textarea).toHaveAccessibleDescription('Vazia. Enter envia. 10 caracteres restantes');
  });

  it('an error that comes after a submit is announced; a problem said by a line of its own still marks the control invalid', () => {
    render(
      <>
        <Field id="f-skin" label="Nome da skin" error="Já existe uma skin com esse nome." announceError>
          {(control) => <input {...control} />}
        </Field>
        <Field id="f-end" label="Endereço" invalid describedBy="f-end-status">
          {(control) => <input {...control} />}
        </Field>
        <p id="f-end-status">Esse endereço já tem dono.</p>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Já existe uma skin com esse nome.');
    const address = screen.getByRole('textbox', { name: 'Endereço' });
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription('Esse endereço já tem dono.');
  });
});

describe('Choice', () => {
  it('names a checkbox by the whole row it sits in and describes it by its hint', () => {
    render(
      <Choice id="c-form" label="Formulário" hint="Já há um nesta página.">
        {(control) => <input type="radio" {...control} />}
      </Choice>,
    );
    expect(screen.getByRole('radio', { name: 'Formulário' })).toHaveAccessibleDescription('Já há um nesta página.');
  });

  it('without a hint: described by nothing', () => {
    render(<Choice label="Não registrar minhas visitas">{(control) => <input type="checkbox" {...control} />}</Choice>);
    expect(screen.getByRole('checkbox', { name: 'Não registrar minhas visitas' })).not.toHaveAttribute('aria-describedby');
  });
});

describe('the character counter', () => {
  it('says what is left, and how far past the limit', () => {
    expect(counterText(150)).toBe('150 caracteres restantes');
    expect(counterText(1)).toBe('1 caractere restante');
    expect(counterText(-3)).toBe('3 caracteres além do limite');
  });

  it('announces the same words across a whole band, so a screen reader speaks only when one is crossed', () => {
    const at = (remaining: number) => counterAnnouncement(remaining, 2000);
    expect(at(500)).toBe('');
    expect(new Set([200, 150, 101].map(at))).toEqual(new Set(['Restam 200 caracteres ou menos.']));
    expect(at(100)).toBe('Restam 100 caracteres ou menos.');
    expect(at(20)).toBe('Restam 20 caracteres ou menos.');
    expect(at(0)).toBe('Limite de 2000 caracteres atingido.');
    expect(at(-1)).toBe('Passou do limite de 2000 caracteres.');
  });

  it('starts a short field at its first band below its own limit', () => {
    expect(counterAnnouncement(55, 60)).toBe('');
    expect(counterAnnouncement(45, 60)).toBe('Restam 50 caracteres ou menos.');
  });
});
