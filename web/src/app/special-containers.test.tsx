import { takeEarlySubmit } from '../shared/hooks/early-submits';
import './special-containers';

/** A server-drawn form, as the page function sends it: its ENVIAR inert until the app owns it. */
function serverForm(type: 'button' | 'submit'): HTMLButtonElement {
  document.body.innerHTML = `<form class="contact-form" aria-labelledby="contact-form-title"><h3 id="contact-form-title">Como posso ajudar?</h3><button type="${type}" data-send="">ENVIAR</button></form>`;
  const button = document.querySelector('button');
  if (!button) throw new Error('no button');
  return button;
}

describe("a tap on a server-drawn form's ENVIAR", () => {
  it('before the app owns the form, is kept for that form', () => {
    serverForm('button').click();
    expect(takeEarlySubmit('contact-form-title')).toBe(true);
  });

  it('once the app owns it, is the form’s own to answer: nothing is kept', () => {
    const button = serverForm('submit');
    button.closest('form')?.addEventListener('submit', (event) => event.preventDefault());
    button.click();
    expect(takeEarlySubmit('contact-form-title')).toBe(false);
  });
});
