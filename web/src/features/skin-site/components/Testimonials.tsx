import type { DepoimentoConfig } from '@lab/domain/testimonials';
import { assetUrl } from '../../../shared/ui/asset-url';

/**
 * A Depoimentos container's approved quotes: plain markup the server draws whole and nothing on the
 * page runs, kept this small because every public page carries it. The photo is decorative (the name
 * is in the caption) and loads only when scrolled near.
 */
export function Testimonials({ itens }: { itens: readonly DepoimentoConfig[] }) {
  return (
    <div className="testimonials">
      {itens.map((item) => (
        <figure key={item.id}>
          <blockquote>{item.texto}</blockquote>
          <figcaption>
            {item.foto && <img src={assetUrl(item.foto)} alt="" width={48} height={48} loading="lazy" />}
            <b>{item.nome}</b>
            {item.papel && <span>{item.papel}</span>}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
