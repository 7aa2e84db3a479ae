// A QR code as one SVG path: drawn by the page itself (no image, no inline markup), so it holds under
// the app's Content-Security-Policy and scales crisply to any size.
import qrcode from 'qrcode-generator';

/** The quiet zone around the code, in modules, as the QR standard asks. */
export const QUIET_ZONE = 4;

export interface QrPath {
  /** Modules per side, quiet zone included: the SVG's viewBox is size × size. */
  size: number;
  /** One unit square per dark module. */
  d: string;
}

export function qrPath(text: string): QrPath {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  let d = '';
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++)
      if (qr.isDark(row, col)) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
  return { size: count + 2 * QUIET_ZONE, d };
}
