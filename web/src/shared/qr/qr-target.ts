/**
 * What a QR code is of: a public address of a skin, absolute (a printed QR has no page to be
 * relative to). On a skin with its own domain, the address is the domain's, as its pages link it.
 */
import { addressesIn, MAIN_PAGE_ID } from '@lab/domain/kernel';
import { domainOrigin } from '@lab/domain/skins';

export interface QrTarget {
  /** The absolute address the QR encodes. */
  address: string;
  /** What the dialog names ("a página Início de marina"). */
  title: string;
  /** The downloads' name without extension. */
  fileName: string;
  /** The skin's theme field and stored icon: the QR's colours and centre. */
  theme: string;
  icon: string;
}

export interface QrSkin {
  username: string;
  theme: string;
  iconSkin: string;
  dominio?: string | undefined;
}

/** The absolute public address of a skin's page, or of a card on it; `siteOrigin` is the main site's. */
export function publicAddressOf(skin: QrSkin, siteOrigin: string, pageId: string, cardId?: string): string {
  const { username, dominio } = skin;
  const origin = dominio ? domainOrigin(dominio) : siteOrigin;
  const paths = addressesIn(dominio ? { host: dominio, skin: username, site: siteOrigin } : null);
  return origin + (cardId === undefined ? paths.skinPage(username, pageId) : paths.skinCard(username, pageId, cardId));
}

/** A file name part from anything: letters, digits and hyphens only. */
const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 40) || 'x';

/** The QR of a skin's page (its main page when `pageId` is MAIN_PAGE_ID) or of a card on one. */
export function qrTargetOf(
  skin: QrSkin,
  siteOrigin: string,
  { pageId = MAIN_PAGE_ID, cardId, title }: { pageId?: string; cardId?: string; title: string },
): QrTarget {
  const parts = ['qr', skin.username, pageId, ...(cardId === undefined ? [] : ['card', cardId])];
  return {
    address: publicAddressOf(skin, siteOrigin, pageId, cardId),
    title,
    fileName: parts.map(slug).join('-'),
    theme: skin.theme,
    icon: skin.iconSkin,
  };
}
