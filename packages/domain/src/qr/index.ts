/** A public address's QR code, to print and share: the matrix, its SVG and colours a camera reads. */
export * from './qr-matrix';
export * from './qr-colours';
export * from './qr-svg';
