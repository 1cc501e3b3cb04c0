// Revealing async stories (issue 33): a story reveals when every eligible participant voted on it,
// or at the batch's deadline; each reveal is one conditional update, so a story reveals once
// whoever gets there (a vote, a leaving member, several instances' deadline sweeps). Stories that
// meet the rule are recorded in the queue; the rest are marked to discuss and lined up at its top.
import { consensusOf, DEFAULT_CONSENSUS_RULE, type ConsensusRule } from "../../../shared/consensus";
import { deckSettingSchema, resolveDeck, type Deck } from "../../../shared/decks";
import type { MutationCtx } from "../../live";
import { moveStoriesToTop, recordAgreedValue, listQueueSummaries } from "../queue";
import { listRoomParticipants } from "../rooms";
import { type BatchRow, type BatchStoryRow, closeBatch, listBatchStories, listBatchVotes, revealBatchStory } from "./data/batches";

type Ctx = Pick<MutationCtx, "data" | "now" | "app">;

export function ruleOf(batch: Pick<BatchRow, "rule_json">): ConsensusRule {
  return { ...DEFAULT_CONSENSUS_RULE, ...(JSON.parse(batch.rule_json) as Partial<ConsensusRule>) };
}

export function deckOf(batch: Pick<BatchRow, "deck_json">): Deck {
  return resolveDeck(deckSettingSchema.parse(JSON.parse(batch.deck_json)));
}

/** Participant ids that vote in the room now (observers do not). */
export async function eligibleVoterIds(ctx: Ctx, roomId: string): Promise<Set<string>> {
  return new Set((await listRoomParticipants(ctx.data, roomId)).filter((p) => p.is_excluded_from_voting === 0).map((p) => p.id));
}

/**
 * Reveals the batch's stories that every eligible participant voted on, or every story still
 * hidden when `all` (the deadline, or a manager closing the batch). The number revealed here.
 */
export async function revealStories(ctx: Ctx, batch: BatchRow, all: boolean): Promise<number> {
  const roomId = batch.room_id;
  const [stories, votes] = await Promise.all([listBatchStories(ctx.data, roomId, batch.id), listBatchVotes(ctx.data, roomId, batch.id)]);
  const hidden = stories.filter((s) => s.revealed_at === null);
  // A batch whose stories all left the queue ends with nothing to reveal.
  if (hidden.length === 0) {
    await closeBatch(ctx.data, roomId, batch.id, ctx.now);
    return 0;
  }
  let due = hidden;
  if (!all) {
    const eligible = await eligibleVoterIds(ctx, roomId);
    if (eligible.size === 0) return 0;
    due = hidden.filter((story) => {
      const voters = new Set(votes.filter((v) => v.story_id === story.story_id).map((v) => v.participant_id));
      return [...eligible].every((id) => voters.has(id));
    });
  }
  const deck = deckOf(batch);
  const rule = ruleOf(batch);
  const outcomes = new Map<string, Pick<BatchStoryRow, "outcome" | "agreed_value">>();
  for (const story of due) {
    const consensus = consensusOf(votes.filter((v) => v.story_id === story.story_id).map((v) => v.value), deck, rule);
    const outcome = consensus.agreed ? { outcome: "agreed" as const, agreed_value: consensus.card } : { outcome: "discuss" as const, agreed_value: null };
    if (!(await revealBatchStory(ctx.data, { ...story, ...outcome }, ctx.now))) continue;
    outcomes.set(story.story_id, outcome);
    // Written back (when the room writes back) with the connection of the manager who opened the batch.
    if (consensus.agreed) await recordAgreedValue(ctx, roomId, story.story_id, consensus.card, batch.opened_by_user_id);
  }
  if (outcomes.size === 0) return 0;
  // Every story of the batch left to discuss, in the batch's order, at the top of the queue.
  const pending = new Set((await listQueueSummaries(ctx.data, roomId)).filter((s) => s.status === "pending").map((s) => s.id));
  const toDiscuss = stories.filter((s) => (outcomes.get(s.story_id)?.outcome ?? s.outcome) === "discuss" && pending.has(s.story_id)).map((s) => s.story_id);
  await moveStoriesToTop(ctx, roomId, toDiscuss);
  if (hidden.length === outcomes.size) await closeBatch(ctx.data, roomId, batch.id, ctx.now);
  return outcomes.size;
}
