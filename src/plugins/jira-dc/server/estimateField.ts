// Where a site keeps story points: the board's own estimation field first (GET board configuration),
// else the field named "Story Points" (GET /rest/api/2/field). Field ids differ between sites (NOTES 6.5).
import { JiraDcError } from "./errors";
import { jiraDcRequest, type JiraDcSite } from "./http";
import { sayRefusal } from "../../../shared/messageCodes";

export interface EstimateField {
  id: string;
  name: string;
  /** "board" when the board's configuration named it. */
  source: "board" | "site";
}

const FIELD_NAMES: readonly string[] = Object.freeze(["story points", "story point estimate"]);
const FLOAT_FIELD = "com.atlassian.jira.plugin.system.customfieldtypes:float";

export async function siteEstimateField(site: JiraDcSite): Promise<EstimateField> {
  const fields = await jiraDcRequest<{ id?: string; name?: string; custom?: boolean; schema?: { custom?: string } }[]>(site, { method: "GET", path: "/rest/api/2/field" });
  const list = Array.isArray(fields) ? fields : [];
  for (const name of FIELD_NAMES) {
    const found = list.find((f) => f.id && f.name?.trim().toLowerCase() === name);
    if (found) return { id: found.id!, name: found.name!, source: "site" };
  }
  const floats = list.filter((f) => f.id && f.schema?.custom === FLOAT_FIELD && /point|estimate/i.test(f.name ?? ""));
  if (floats.length === 1) return { id: floats[0]!.id!, name: floats[0]!.name ?? floats[0]!.id!, source: "site" };
  throw new JiraDcError("no_estimate_field", sayRefusal("jiraDc.noStoryPointsField"));
}

/** The board's estimation field, or the site's "Story Points" when the board estimates otherwise (issue count, time). */
export async function boardEstimateField(site: JiraDcSite, boardId: number): Promise<EstimateField> {
  const config = await jiraDcRequest<{ estimation?: { type?: string; field?: { fieldId?: string; displayName?: string } } }>(site, {
    method: "GET",
    path: `/rest/agile/1.0/board/${boardId}/configuration`,
    notFound: sayRefusal("jiraDc.noBoard", { board: boardId }),
  });
  const field = config?.estimation?.type === "field" ? config.estimation.field : undefined;
  if (field?.fieldId) return { id: field.fieldId, name: field.displayName ?? field.fieldId, source: "board" };
  return siteEstimateField(site);
}
