import { useMemo } from "react";
import { canVote } from "../../../../shared/permissions";
import type { RoomData } from "../../../lib/roomTypes";
import { votedParticipants } from "./voteCounts";
import { formatList } from "../../../i18n/format";
import { useLanguage, useT } from "../../../i18n/I18nProvider";

/**
 * Who the round is waiting for, by name, or that everyone has voted (spec 6: observers do not
 * count). Someone away who has not voted is not waited for (issue 15): named apart.
 */
export function StillToVote({ roomData }: { roomData: Pick<RoomData, "participants" | "votes"> }) {
  const t = useT("voting");
  const { language } = useLanguage();
  // English as before: names with commas.
  const names = (list: string[]) => (language === "en" ? list.join(", ") : formatList(language, list));
  const { participants, votes } = roomData;
  const { waiting, away } = useMemo(() => {
    const voted = votedParticipants(votes);
    const notVoted = participants.filter((p) => canVote(p) && !voted.has(p._id));
    return { waiting: notVoted.filter((p) => p.isOnline).map((p) => p.name), away: notVoted.filter((p) => !p.isOnline).map((p) => p.name) };
  }, [participants, votes]);
  if (participants.filter(canVote).length === 0) return null;
  return (
    <p className="text-sm text-muted-foreground" data-testid="still-to-vote">
      {waiting.length === 0 ? (
        <span className="font-medium text-success">{away.length === 0 ? t("reveal.everyoneVoted") : t("still.everyoneHere")}</span>
      ) : (
        <>
          <span className="font-medium text-foreground">{t("still.waiting")}</span> {names(waiting)}
        </>
      )}
      {away.length > 0 && (
        <>
          <span aria-hidden="true"> · </span>
          <span className="font-medium text-foreground">{t("still.away")}</span> {names(away)}
        </>
      )}
    </p>
  );
}
