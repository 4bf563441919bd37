import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { SkinDoc } from '@lab/domain/kernel';
import { QrDialogHost, qrTargetOf, type QrTarget } from '../../../shared/qr';
import { useAppPaths } from '../../../shared/routes/app-paths';

/**
 * Each skin as "name - theme" ("Sem tema" when it has none); choosing one opens its home. Beside
 * it, Editar opens its studio, Duplicar asks the copy's name, Exportar downloads its file, QR code
 * shows the QR of its address (its own domain's when it has one) and Excluir asks to delete it.
 */
export function SkinList({
  uid,
  skins,
  current,
  onChoose,
  onDuplicate,
  onExport,
  onDelete,
}: {
  uid: string;
  skins: SkinDoc[];
  current: string | null;
  onChoose: (skin: SkinDoc) => void;
  onDuplicate: (skin: SkinDoc) => void;
  onExport: (skin: SkinDoc) => void;
  onDelete: (skin: SkinDoc) => void;
}) {
  const appPaths = useAppPaths();
  const [qr, setQr] = useState<QrTarget | null>(null);
  return (
    <>
      <ul className="plain-list skin-list" aria-label="Skins">
        {skins.map((skin) => (
          <li key={skin.id_skins} className="row-card row-card--interactive">
            <button
              type="button"
              className="row-card__main skin-list__item"
              aria-current={skin.username === current ? 'true' : undefined}
              onClick={() => onChoose(skin)}
            >
              {skin.username} - {skin.theme === '' ? 'Sem tema' : skin.theme}
            </button>
            {skin.dominio ? <span className="skin-list__domain">Domínio próprio: {skin.dominio}</span> : null}
            <div className="skin-list__actions">
              <Link className="neon-button skin-list__action" to={appPaths.studio(uid, skin.username)}>
                Editar <span className="visually-hidden">{skin.username}</span>
              </Link>
              <button type="button" className="neon-button skin-list__action" onClick={() => onDuplicate(skin)}>
                Duplicar <span className="visually-hidden">{skin.username}</span>
              </button>
              <button type="button" className="neon-button skin-list__action" onClick={() => onExport(skin)}>
                Exportar <span className="visually-hidden">{skin.username}</span>
              </button>
              <button
                type="button"
                className="neon-button skin-list__action"
                aria-haspopup="dialog"
                onClick={() => setQr(qrTargetOf(skin, window.location.origin, { title: `da skin ${skin.username}` }))}
              >
                QR code <span className="visually-hidden">{skin.username}</span>
              </button>
              <button type="button" className="neon-button neon-button--danger skin-list__action" onClick={() => onDelete(skin)}>
                Excluir <span className="visually-hidden">{skin.username}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      <QrDialogHost target={qr} onClose={() => setQr(null)} />
    </>
  );
}
