import { api } from "../../lib/api";
import type { UserRoom } from "../../lib/roomTypes";
import { Link } from "../../router";
import { useQuery } from "../../sync/react";
import { buttonClasses } from "../ui/Button";
import { Card, CardContent, CardHeader, CardTitle } from "../ui/Card";

/** The rooms whose async batch waits for the viewer's estimate (issue 33), with how many stories each. */
export function WaitingForEstimate({ rooms }: { rooms: readonly UserRoom[] | undefined }) {
  const waiting = useQuery(api.async.waitingForMe);
  if (!waiting || waiting.length === 0 || !rooms) return null;
  const byId = new Map(rooms.map((room) => [room._id, room]));
  return (
    <Card role="region" aria-labelledby="waiting-title">
      <CardHeader>
        {/* No icon: one more chunk on the dashboard's first download (the sign-in budget counts the entry's list). */}
        <CardTitle id="waiting-title">Waiting for your estimate</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-border">
          {waiting.flatMap((entry) => {
            const room = byId.get(entry.roomId);
            if (!room) return [];
            const stories = `${entry.count} ${entry.count === 1 ? "story" : "stories"}`;
            return [
              <li key={entry.roomId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0 break-words text-sm">
                  <span className="font-medium">{room.name}</span>: {stories}
                </span>
                <Link to={`/room/${room.code}`} className={buttonClasses({ size: "sm" })} aria-label={`Estimate ${stories} in ${room.name}`}>
                  Estimate
                </Link>
              </li>,
            ];
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
