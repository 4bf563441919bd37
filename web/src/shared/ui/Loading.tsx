/** A polite status line with one of the product's loading texts. */
export type LoadingText = 'Carregando...' | 'Carregando dados...' | 'Carregando contatos...' | 'Carregando conversas...';

export function Loading({ text = 'Carregando...' }: { text?: LoadingText }) {
  return (
    <p className="loading" role="status" aria-live="polite">
      <span className="loading__pulse" aria-hidden="true" />
      {text}
    </p>
  );
}
