// Writes the agreed estimate back: PUT /rest/api/2/issue/{key} with the story-points field of the
// site or of the board (204), or the Agile estimation endpoint, which follows the board's own field (200).
import { isIssueKey } from "../shared/jiraDc";
import { type EstimateField, boardEstimateField, siteEstimateField } from "./estimateField";
import { JiraDcError } from "./errors";
import { jiraDcRequest, type JiraDcSite } from "./http";
import { sayRefusal } from "../../../shared/messageCodes";

export interface EstimateWrite {
  key: string;
  value: number;
  /** The room's board: its estimation field is used. */
  boardId?: number;
  /** "field" (PUT the issue, default) or "board" (Agile estimation endpoint; needs boardId). */
  via?: "field" | "board";
}

export async function writeJiraDcEstimate(site: JiraDcSite, write: EstimateWrite): Promise<{ fieldId: string }> {
  if (!isIssueKey(write.key)) throw new JiraDcError("invalid", sayRefusal("jiraDc.notIssueKey", { key: write.key.slice(0, 40) }));
  if (!Number.isFinite(write.value) || write.value < 0) throw new JiraDcError("invalid", sayRefusal("jiraDc.pointsNotNumber"));
  const notFound = `Jira has no issue ${write.key}, or the account may not see it.`;
  const path = `/rest/api/2/issue/${encodeURIComponent(write.key)}`;
  if (write.via === "board") {
    if (write.boardId === undefined) throw new JiraDcError("invalid", sayRefusal("jiraDc.boardNeeded"));
    const answer = await jiraDcRequest<{ fieldId?: string }>(site, {
      method: "PUT",
      path: `/rest/agile/1.0/issue/${encodeURIComponent(write.key)}/estimation`,
      query: { boardId: write.boardId },
      // FieldEditBean.value is a string (NOTES 6.6).
      body: { value: String(write.value) },
      notFound,
    });
    return { fieldId: answer?.fieldId ?? "" };
  }
  const field: EstimateField = write.boardId !== undefined ? await boardEstimateField(site, write.boardId) : await siteEstimateField(site);
  try {
    await jiraDcRequest(site, { method: "PUT", path, body: { fields: { [field.id]: write.value } }, notFound });
  } catch (error) {
    if (error instanceof JiraDcError && error.kind === "invalid" && /appropriate screen|cannot be set/i.test(error.message)) {
      throw new JiraDcError("invalid", sayRefusal("jiraDc.notOnScreen", { error: error.message, field: field.name }), error.status);
    }
    throw error;
  }
  return { fieldId: field.id };
}
