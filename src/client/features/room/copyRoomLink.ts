import { toast } from "../../components/toast";
import { ROOMS_MESSAGES } from "../../../shared/messages/rooms";

/** The address that opens the room (and, signed out, the way in). */
export const roomLink = (code: string): string => `${window.location.origin}/room/${encodeURIComponent(code)}`;

/** Copies the room's link, saying whether it worked (spec 2, Share Room). */
export async function copyRoomLink(code: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(roomLink(code));
    toast.success(ROOMS_MESSAGES.urlCopied);
  } catch {
    toast.error(ROOMS_MESSAGES.urlCopyFailed);
  }
}
