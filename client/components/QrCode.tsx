import { useEffect, useState } from "react";

type Matrix = { data: boolean[][]; size: number };

/**
 * A QR code as an SVG drawn by React from uqr's module matrix (no markup injected): one path of
 * unit squares, with the quiet zone of four modules the standard asks for, black on white in
 * either color mode so every scanner reads it. uqr is loaded when a code is first shown (only
 * while an authenticator app is being set up), so the pages' bundle and the worker do not carry it.
 */
export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const [matrix, setMatrix] = useState<Matrix | null>(null);
  useEffect(() => {
    let current = true;
    void import("uqr").then(({ encode }) => {
      if (current) setMatrix(encode(text, { ecc: "M", border: 4 }));
    });
    return () => {
      current = false;
    };
  }, [text]);
  if (!matrix) return <div className="qr-code" style={{ width: size, height: size }} aria-busy="true" />;
  let d = "";
  matrix.data.forEach((row, y) => {
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
      viewBox={`0 0 ${matrix.size} ${matrix.size}`}
      shapeRendering="crispEdges"
      className="qr-code"
    >
      <rect width={matrix.size} height={matrix.size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
