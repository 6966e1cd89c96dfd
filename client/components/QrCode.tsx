import { encode } from "uqr";

/**
 * A QR code as an SVG drawn by React from uqr's module matrix (no markup injected): one path of
 * unit squares, with the quiet zone of four modules the standard asks for, black on white in
 * either color mode so every scanner reads it.
 */
export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const { data, size: modules } = encode(text, { ecc: "M", border: 4 });
  let d = "";
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      className="qr-code"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
