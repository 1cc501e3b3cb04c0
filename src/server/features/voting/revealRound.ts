// The one reveal: a manager's Reveal, the auto-reveal countdown and a timer that reveals at zero
// all come here, so each captures the subject, stops the countdowns and files a queue round alike.
import type { MutationCtx } from "../../live";
import { markRevealed, type Round } from "./data/rounds";
import { currentSubject } from "./extensions";
import { fileOpenRound } from "./openRound";
import { captureColumns } from "./roundArchive";

/**
 * Reveals `round` (read under the room's lock) unless it is revealed already; with `dueAt`, only
 * when a countdown or a revealing timer is due by then. True when this call revealed it.
 */
export async function revealRound(ctx: Pick<MutationCtx, "data" | "now" | "app">, round: Round, dueAt: number | null = null): Promise<boolean> {
  if (round.is_voting_revealed === 1) return false;
  const capture = captureColumns(await currentSubject(ctx, round.room_id, round.current_story), ctx.now);
  // A timer that revealed is spent: it does not reveal the next round.
  const changes = dueAt === null ? capture : { ...capture, timer_reveals: 0 };
  if (!(await markRevealed(ctx.data, round.room_id, changes, dueAt))) return false;
  await fileOpenRound(ctx.data, { ...round, ...changes, is_voting_revealed: 1, auto_reveal_at: null }, ctx.now);
  return true;
}
