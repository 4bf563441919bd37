/** A public address's QR code: what it is of, and the dialog that shows and downloads it (a lazy chunk). */
export { qrTargetOf, publicAddressOf, type QrSkin, type QrTarget } from './qr-target';
export { QrDialogHost } from './QrDialogHost';
