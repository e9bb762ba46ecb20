import { create } from "qrcode/lib/core/qrcode";
import { useId, useMemo } from "react";

/** Quiet zone around the code, in modules: readers need 4. */
const QUIET = 4;

/** The dark modules of `text`'s QR code as one SVG path (one unit per module). */
function qrPath(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: "M" });
  let path = "";
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) path += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
    }
  }
  return { size: modules.size + 2 * QUIET, path };
}

/**
 * A UPI payment link as a QR code, drawn in the page (no outside service sees the link). The
 * picture's name says what it is for; the UPI ID and amount are also written beside it.
 */
export function UpiQrCode({ uri, label }: { uri: string; label: string }) {
  const { size, path } = useMemo(() => qrPath(uri), [uri]);
  const titleId = useId();
  return (
    <svg
      className="account-qr"
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      data-upi-uri={uri}
    >
      <title id={titleId}>{label}</title>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
