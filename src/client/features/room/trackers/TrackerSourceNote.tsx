import { Link2 } from "lucide-react";
import type { RoomInfo } from "../../../lib/roomTypes";
import { around } from "../../../i18n/helpers";
import { useT } from "../../../i18n/I18nProvider";

/** For everyone in the room: which tracker source the stories come from (never whose connection). */
export function TrackerSourceNote({ room }: { room: RoomInfo }) {
  const t = useT("trackers");
  const source = room.trackerSource;
  if (!source) return null;
  const [before, after] = around(t, "note.from", "source", { tracker: source.trackerLabel });
  return (
    <p className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground" data-testid="tracker-source">
      <Link2 className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="min-w-0 break-words">
        {before}
        {source.url ? (
          <a href={source.url} target="_blank" rel="noreferrer noopener" className="font-medium text-link underline-offset-2 hover:underline">
            {source.label}
          </a>
        ) : (
          <span className="font-medium text-foreground">{source.label}</span>
        )}
        {after}
      </span>
    </p>
  );
}
