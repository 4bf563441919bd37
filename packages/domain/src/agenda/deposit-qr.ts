/**
 * The QR of a deposit's BR Code, made where it is shown (the visitor's browser) from the code the
 * booking answers with: the Pix card kind's own QR (one SVG path), without the code's assembly.
 */
export { qrOf as depositQr } from '../card-kinds/pix/qr';
