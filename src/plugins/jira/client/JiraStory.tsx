import { Ticket } from "lucide-react";
import { canManageRoom } from "../../../shared/permissions";
import { api } from "../../../client/lib/api";
import { useQuery } from "../../../client/sync/react";
import type { StoryViewProps } from "../../../client/features/room/plugins";
import type { RoomInfo } from "../../../client/lib/roomTypes";
import { ApplyStoryPoints } from "./ApplyStoryPoints";
import { JiraTicketCard } from "./JiraTicketCard";
import { JiraTicketPicker } from "./JiraTicketPicker";
import { useT } from "../../../client/i18n/I18nProvider";

/** The story-view slot: the picker for managers, the selected ticket for everyone. */
export function JiraStory({ room, me }: StoryViewProps) {
  const t = useT("trackers");
  const isManager = canManageRoom(me.role);
  const config = room.jiraConfig;
  const ticket = room.currentJiraTicket;
  return (
    <div className="flex flex-col gap-3">
      {isManager && config && (
        <JiraTicketPicker roomId={room._id} configKey={`${config.domain}/${config.projectKey}/${config.email}`} selectedKey={ticket?.key ?? null} />
      )}
      {ticket ? (
        <JiraTicketCard ticket={ticket} domain={config?.domain ?? null}>
          {/* A queue story's points are written back from the action bar under the results: one control. */}
          {isManager && room.isVotingRevealed && !room.currentQueueStoryId && <RevealedPoints room={room} ticketKey={ticket.key} />}
        </JiraTicketCard>
      ) : room.currentStory ? (
        // A typed or queued story is what the room estimates, whatever the source switch says (issue 36).
        <div className="flex flex-col gap-1 rounded-xl border border-border px-4 py-3">
          <p className="text-xs font-medium text-muted-foreground">{t("jira.storyEstimated")}</p>
          <p className="font-medium break-words" data-testid="current-story">
            {room.currentStory}
          </p>
          {isManager && <p className="text-xs text-muted-foreground">{t("jira.notATicket")}</p>}
        </div>
      ) : (
        <div className="flex items-center gap-3 rounded-xl border border-dashed border-border px-4 py-5 text-sm text-muted-foreground">
          <Ticket className="size-5 shrink-0" aria-hidden="true" />
          {isManager ? t("jira.noTicketManager") : t("jira.noTicket")}
        </div>
      )}
    </div>
  );
}

/** Reads the revealed votes from the room subscription the page already holds (no extra request). */
function RevealedPoints({ room, ticketKey }: { room: RoomInfo; ticketKey: string }) {
  const data = useQuery(api.rooms.getRoomData, { roomId: room._id });
  if (!data) return null;
  const values = data.votes.flatMap((v) => (v.value === null ? [] : [v.value]));
  // A new round or another ticket starts from the new suggestion.
  return <ApplyStoryPoints key={`${ticketKey}:${values.join(",")}`} roomId={room._id} ticketKey={ticketKey} deck={room.settings.deck} voteValues={values} />;
}
