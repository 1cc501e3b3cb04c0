import { useEffect, useState } from "react";
import { useIdle } from "../../hooks/useIdle";
import { useT } from "../../i18n/I18nProvider";

/** One SVG path for the dark modules, from uqr's matrix (loaded on demand: most screens never show a QR code). */
function qrPath(data: boolean[][]): string {
  return data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join("");
}

/** The room link as a QR code, black on white in both themes so every camera reads it. */
export function RoomQrCode({ link }: { link: string }) {
  const t = useT("room");
  const [qr, setQr] = useState<{ link: string; size: number; path: string } | null>(null);
  // Drawn in a quiet moment after the room is on screen (its box keeps the place meanwhile).
  const idle = useIdle();
  useEffect(() => {
    if (!idle) return;
    let current = true;
    void import("uqr").then(({ encode }) => {
      const { data, size } = encode(link, { border: 2 });
      if (current) setQr({ link, size, path: qrPath(data) });
    });
    return () => {
      current = false;
    };
  }, [link, idle]);
  return (
    <div className="flex size-40 shrink-0 items-center justify-center rounded-lg bg-white p-1 shadow-xs" data-testid="room-qr">
      {qr?.link === link && (
        <svg viewBox={`0 0 ${qr.size} ${qr.size}`} className="size-full" role="img" aria-label={t("invite.qr", { link })} shapeRendering="crispEdges">
          <path d={qr.path} fill="#000" />
        </svg>
      )}
    </div>
  );
}
