// Writes the agreed card to an issue's estimate, only where its team's scale allows it: the scale is
// read first and a card off it is refused before the mutation is sent (Linear's own check of
// off-scale values is undocumented, NOTES 8.5). IssueUpdateInput.estimate is an Int.
import { type LinearScale, linearEstimateCard, linearEstimateForCard } from "../shared/linear";
import { ISSUE_SCALE_QUERY, ISSUE_UPDATE_MUTATION } from "./documents";
import { LinearError } from "./errors";
import { type LinearSite, linearGraphql } from "./http";
import { type TeamNode, scaleOf } from "./teams";
import { sayRefusal } from "../../../shared/messageCodes";

export interface LinearEstimateWrite {
  /** The issue's identifier ("ENG-123") or id. */
  issue: string;
  /** The agreed card as the room recorded it ("5", "XL"). */
  card: string;
  /** The room's number for the card (its own, or the room's mapping of a T-shirt size): tried when the card itself is off the scale. */
  value?: number | null;
}

export interface LinearEstimateWritten {
  key: string;
  value: number;
  /** The value as a card of the team's scale. */
  card: string;
  scale: LinearScale;
}

export async function writeLinearEstimate(site: LinearSite, write: LinearEstimateWrite): Promise<LinearEstimateWritten> {
  const notFound = `Linear has no issue ${write.issue}, or the key's user may not see it.`;
  const { issue } = await linearGraphql<{ issue: { id: string; identifier: string; team: TeamNode } }>(site, ISSUE_SCALE_QUERY, { id: write.issue }, { notFound });
  const scale = scaleOf(issue.team);
  let choice = linearEstimateForCard(scale, write.card);
  if (!choice.ok && typeof write.value === "number" && String(write.value) !== write.card.trim()) {
    const mapped = linearEstimateForCard(scale, linearEstimateCard(scale, write.value));
    if (mapped.ok) choice = mapped;
  }
  if (!choice.ok) throw new LinearError("invalid", choice.reason);
  const data = await linearGraphql<{ issueUpdate: { success: boolean; issue: { identifier: string; estimate: number | null } | null } }>(
    site,
    ISSUE_UPDATE_MUTATION,
    { id: issue.id, estimate: choice.value },
    { notFound },
  );
  if (!data.issueUpdate.success) throw new LinearError("bad_response", sayRefusal("linear.notSaved", { key: issue.identifier }));
  return { key: issue.identifier, value: choice.value, card: linearEstimateCard(scale, choice.value), scale };
}
