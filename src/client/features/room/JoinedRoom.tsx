import { Suspense, useRef } from "react";
import { usePageFocusRescue } from "../../hooks/focusHome";
import { canManageRoom } from "../../../shared/permissions";
import { InvitePanel } from "./InvitePanel";
import { ParticipantsPanel } from "./participants";
import { RoomHeader } from "./RoomHeader";
import { StoryPanel } from "./story";
import type { RoomData } from "../../lib/roomTypes";
import { VotingPanel } from "./voting";
import { RoomStatus } from "./RoomStatus";
import { PlanningSession } from "./queue";
import { AsyncEstimation } from "./async";
import { useT } from "../../i18n/I18nProvider";

/**
 * The joined view (spec 2): (1) room header and story, (2) voting, (3) participants. Side by
 * side on wide screens, stacked on phones.
 */
export function JoinedRoom({ roomData, onLeave }: { roomData: RoomData; onLeave: () => void }) {
  const t = useT("room");
  const me = roomData.participants.find((p) => p._id === roomData.me);
  // Focus never falls to the page (issue 36): a control that goes away hands it to its region.
  const root = useRef<HTMLDivElement>(null);
  usePageFocusRescue(root);
  if (!me) return <RoomStatus label={t("status.loading")} />;
  const alone = !roomData.participants.some((p) => p._id !== me._id && p.isOnline);
  const onlyManagerPresent = canManageRoom(me.role) && !roomData.participants.some((p) => p._id !== me._id && p.isOnline && canManageRoom(p.role));
  return (
    // Tighter on a phone, so the cards are in view without a scroll (issue 36).
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 py-3 sm:gap-5 sm:px-6 sm:py-8" ref={root}>
      <RoomHeader room={roomData.room} me={me} onlyManagerPresent={onlyManagerPresent} onLeave={onLeave} leaving={false} />
      {alone && <InvitePanel code={roomData.room.code} />}
      <div className="grid grid-cols-1 items-start gap-3 sm:gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-3 sm:gap-5">
          {/* An open async batch (issue 33) comes first: it is what the room waits for. */}
          <Suspense fallback={null}>
            <AsyncEstimation roomId={roomData.room._id} isManager={canManageRoom(me.role)} writes={roomData.room.trackerWrites} part="main" />
          </Suspense>
          <StoryPanel room={roomData.room} me={me} />
          <Suspense fallback={null}>
            <PlanningSession roomData={roomData} me={me} part="end" />
          </Suspense>
          <VotingPanel roomData={roomData} me={me} />
          <Suspense fallback={null}>
            <PlanningSession roomData={roomData} me={me} part="summary" />
          </Suspense>
        </div>
        {/* Beside the voting panel on a desktop, the participants and the queue; below it on a phone. */}
        <div className="flex min-w-0 flex-col gap-3 sm:gap-5">
          <ParticipantsPanel roomData={roomData} me={me} />
          <Suspense fallback={null}>
            <AsyncEstimation roomId={roomData.room._id} isManager={canManageRoom(me.role)} writes={roomData.room.trackerWrites} part="side" />
          </Suspense>
          <Suspense fallback={null}>
            <PlanningSession roomData={roomData} me={me} part="queue" />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
