import { useImperativeHandle, useState } from "react";
import type { AfterEstimateProps } from "../../../client/features/room/plugins";
import { getSessionId } from "../../../client/session/sessionId";
import { api } from "../../../client/lib/api";
import { useAction } from "../../../client/sync/react";
import { writePointsToJira } from "./writePointsToJira";
import { useT } from "../../../client/i18n/I18nProvider";

/**
 * The agreed-estimate bar's JIRA part: "Also write to JIRA (KEY)" for a numeric deck while the
 * room estimates a JIRA ticket (on by default), and the write once the bar has recorded the value.
 */
export function JiraWriteBack({ room, deck, handle }: AfterEstimateProps) {
  const t = useT("trackers");
  const ticketKey = room.useJiraIntegration && room.jiraConfig ? (room.currentJiraTicket?.key ?? null) : null;
  const [writeBack, setWriteBack] = useState(ticketKey !== null && deck.isNumeric);
  const updateStoryPoints = useAction(api.jira.updateStoryPoints);
  const roomId = room._id;
  useImperativeHandle(
    handle,
    () => ({
      recorded: async (storyPoints: string) => {
        if (!writeBack || ticketKey === null) return;
        await writePointsToJira(() => updateStoryPoints({ roomId, sessionId: getSessionId(), ticketKey, storyPoints }));
      },
    }),
    [writeBack, ticketKey, roomId, updateStoryPoints],
  );
  if (ticketKey === null || !deck.isNumeric) return null;
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" className="size-4 accent-primary" checked={writeBack} onChange={(e) => setWriteBack(e.target.checked)} />
      {t("jira.alsoWrite", { key: ticketKey })}
    </label>
  );
}
