import { canVote } from "../../../../shared/permissions";
import type { RoomData } from "../../../lib/roomTypes";
import { Avatar } from "../../../components/ui/Avatar";
import { cn } from "../../../components/ui/cn";
import { useT } from "../../../i18n/I18nProvider";

/** Who voted what once revealed; eligible people who did not vote are listed too. */
export function VotesByParticipant({ participants, votes, me }: Pick<RoomData, "participants" | "votes" | "me">) {
  const t = useT("voting");
  const valueOf = new Map(votes.map((v) => [v.participantId, v.value]));
  const shown = participants.filter((p) => valueOf.has(p._id) || canVote(p));
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-2 min-[480px]:grid-cols-[repeat(auto-fill,minmax(11rem,1fr))]" aria-label={t("results.byParticipant")}>
      {shown.map((p) => {
        const value = valueOf.get(p._id) ?? null;
        return (
          <li key={p._id} className="flex items-center gap-2.5 rounded-xl border border-border bg-surface px-2.5 py-2" data-testid="participant-vote">
            <Avatar name={p.name} image={p.image} className="size-7 text-[0.65rem] max-[480px]:hidden" />
            <span className="line-clamp-2 min-w-0 flex-1 text-sm leading-tight break-words">
              {p.name}
              {p._id === me && <span className="text-muted-foreground"> {t("results.you")}</span>}
            </span>
            <span
              className={cn(
                "flex h-9 min-w-7 shrink-0 items-center justify-center rounded-md px-1 text-sm font-bold tabular-nums",
                value === null ? "border border-dashed border-border text-muted-foreground" : "bg-primary text-primary-foreground",
              )}
            >
              {value === null ? (
                <>
                  <span className="sr-only">{t("results.didNotVote")}</span>
                  <span aria-hidden="true">–</span>
                </>
              ) : (
                <>
                  <span className="sr-only">{t("results.voted")} </span>
                  {value}
                </>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
