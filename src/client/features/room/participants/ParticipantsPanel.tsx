import { useCallback, useMemo, useState } from "react";
import { toast } from "../../../components/toast";
import { PARTICIPANTS_MESSAGES, kicked } from "../../../../shared/messages/participants";
import { ROOMS_MESSAGES, ownershipTransferred } from "../../../../shared/messages/rooms";
import { canManageRoom, type ParticipantAction } from "../../../../shared/permissions";
import { getSessionId } from "../../../session/sessionId";
import { api } from "../../../lib/api";
import { useMutation } from "../../../sync/react";
import { ConfirmDialog } from "../../../components/ui/AlertDialog";
import { Badge } from "../../../components/ui/Badge";
import { Card } from "../../../components/ui/Card";
import { votedParticipants } from "../voting";
import { ParticipantRow } from "./ParticipantRow";
import { serverMessageOr } from "../../../lib/serverMessage";
import type { RoomData, RoomParticipant } from "../../../lib/roomTypes";
import { toastFailure } from "../../../lib/failureToast";
import { useT } from "../../../i18n/I18nProvider";

/** Everyone in the room, with what the viewer may do to each (spec 6, src/shared/permissions.ts). */
export function ParticipantsPanel({ roomData, me }: { roomData: RoomData; me: RoomParticipant }) {
  const t = useT("room");
  const { room, participants, votes } = roomData;
  const voted = useMemo(() => votedParticipants(votes), [votes]);
  const toggleAdmin = useMutation(api.rooms.toggleAdminStatus);
  const toggleExclusion = useMutation(api.rooms.toggleVotingExclusion);
  const kick = useMutation(api.rooms.kickParticipant);
  const transfer = useMutation(api.rooms.transferOwnership);
  /** participant id -> the action on its way for them. */
  const [pending, setPending] = useState<ReadonlyMap<string, ParticipantAction>>(new Map());
  /** The participant a kick or a hand-over waits on a confirmation for. */
  const [confirming, setConfirming] = useState<{ target: RoomParticipant; action: "kick" | "transferOwnership" } | null>(null);
  const toKick = confirming?.action === "kick" ? confirming.target : null;
  const toOwner = confirming?.action === "transferOwnership" ? confirming.target : null;
  const online = participants.filter((p) => p.isOnline).length;
  const roomId = room._id;

  const run = useCallback(
    async (target: RoomParticipant, action: ParticipantAction) => {
      setPending((current) => new Map(current).set(target._id, action));
      const args = { roomId, participantId: target._id, sessionId: getSessionId() };
      try {
        if (action === "toggleAdmin") {
          await toggleAdmin(args);
          toast.success(ROOMS_MESSAGES.adminUpdated);
        } else if (action === "toggleVotingExclusion") {
          await toggleExclusion(args);
          toast.success(PARTICIPANTS_MESSAGES.exclusionUpdated);
        } else if (action === "transferOwnership") {
          await transfer(args);
          toast.success(ownershipTransferred(target.name));
        } else {
          await kick(args);
          toast.success(kicked(target.name));
        }
      } catch (error) {
        if (action === "toggleAdmin") toast.error(serverMessageOr(error, ROOMS_MESSAGES.adminUpdateFailed));
        else if (action === "toggleVotingExclusion") toast.error(serverMessageOr(error, PARTICIPANTS_MESSAGES.exclusionUpdateFailed));
        else if (action === "transferOwnership") toastFailure(ROOMS_MESSAGES.transferFailed, error);
        else toastFailure(PARTICIPANTS_MESSAGES.kickFailed, error);
      } finally {
        setPending((current) => {
          const next = new Map(current);
          next.delete(target._id);
          return next;
        });
      }
    },
    [roomId, toggleAdmin, toggleExclusion, kick, transfer],
  );
  const onAction = useCallback(
    (target: RoomParticipant, action: ParticipantAction) =>
      action === "kick" || action === "transferOwnership" ? setConfirming({ target, action }) : void run(target, action),
    [run],
  );
  const actionsColumn = canManageRoom(me.role);

  return (
    <Card offscreenLazy className="flex flex-col gap-4 p-5 sm:p-6" role="region" aria-labelledby="participants-title">
      <div className="flex items-center justify-between gap-3">
        <h2 id="participants-title" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          {t("participants.title")}
          <Badge variant="muted">{participants.length}</Badge>
        </h2>
        <p className="text-sm text-muted-foreground">{t("participants.online", { count: online })}</p>
      </div>
      <ul className="-mx-2 flex flex-col" aria-label={t("participants.title")}>
        {participants.map((participant) => (
          <ParticipantRow
            key={participant._id}
            participant={participant}
            me={me}
            hasVoted={voted.has(participant._id)}
            actionsColumn={actionsColumn}
            pending={pending.get(participant._id) ?? null}
            onAction={onAction}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={toKick !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={toKick ? t("participants.kickConfirm.title", { name: toKick.name }) : t("participants.kickConfirm.titleAnonymous")}
        description={t("participants.kickConfirm.description")}
        confirmLabel={t("participants.kickConfirm.confirm")}
        destructive
        onConfirm={() => toKick && void run(toKick, "kick")}
      />
      <ConfirmDialog
        open={toOwner !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={toOwner ? t("participants.ownerConfirm.title", { name: toOwner.name }) : t("participants.ownerConfirm.titleAnonymous")}
        description={t("participants.ownerConfirm.description")}
        confirmLabel={t("participants.ownerConfirm.confirm")}
        onConfirm={() => toOwner && void run(toOwner, "transferOwnership")}
      />
    </Card>
  );
}
