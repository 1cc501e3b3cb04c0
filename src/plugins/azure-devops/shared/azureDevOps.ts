// Azure DevOps Boards' rules both sides use: the organization's address (dev.azure.com/<org> or an
// Azure DevOps Server collection), a work item's link, its priority on spec 9's ordering, which field
// holds the estimate for a process (read from the work item type's fields, never guessed: NOTES 10.5),
// and the number an agreed card writes (the estimate fields are doubles).
import { HALF_CARD } from "../../../shared/decks";
import { numericVoteValue } from "../../../shared/deck";
import { parseTrackerAddress, siteBaseUrl } from "../../../shared/trackerAddress";
import { sayRefusal } from "../../../shared/messageCodes";

export const AZURE_DEVOPS_DEFAULT_URL = "https://dev.azure.com";
export const AZURE_DEVOPS_MAX_ADDRESS_LENGTH = 2048;
export const AZURE_DEVOPS_MAX_TOKEN_LENGTH = 512;
export const AZURE_DEVOPS_MAX_WIQL_LENGTH = 32_000;
/** workitemsbatch takes at most 200 ids (NOTES 10.3). */
export const AZURE_DEVOPS_BATCH_SIZE = 200;

export const STORY_POINTS_FIELD = "Microsoft.VSTS.Scheduling.StoryPoints";
export const EFFORT_FIELD = "Microsoft.VSTS.Scheduling.Effort";
export const SIZE_FIELD = "Microsoft.VSTS.Scheduling.Size";

/** A story as the import preview and the queue see it. */
export interface AzureDevOpsStory {
  /** The work item's id, which is unique in the organization ("123"). */
  key: string;
  id: number;
  title: string;
  /** "User Story", "Product Backlog Item", "Bug"... */
  workItemType: string;
  /** 1 (most urgent) to 4 from Microsoft.VSTS.Common.Priority; null when unset. */
  priority: number | null;
  estimate: number | null;
  /** System.Description is HTML: the client sanitises it. */
  description: string;
  url: string;
}

/** The organization's (or collection's) address, without a trailing slash or the API part; null when it is not one. */
export function azureDevOpsOrganizationUrl(input: string): string | null {
  const url = parseTrackerAddress(input, AZURE_DEVOPS_MAX_ADDRESS_LENGTH);
  if (!url) return null;
  const base = siteBaseUrl(url, /\/_apis(\/.*)?$/);
  // dev.azure.com needs the organization in the path; a server's collection is its own business.
  return url.hostname.toLowerCase() === "dev.azure.com" && !/^https:\/\/dev\.azure\.com\/[^/]+$/i.test(base) ? null : base;
}

export function workItemUrl(organizationUrl: string, project: string, id: number): string {
  return `${organizationUrl}/${encodeURIComponent(project)}/_workitems/edit/${id}`;
}

export function priorityFromAzure(priority: unknown): number | null {
  return priority === 1 || priority === 2 || priority === 3 || priority === 4 ? priority : null;
}

/** Which field each system process estimates in; an inherited process names its own template, so the type's fields decide then. */
const FIELD_BY_PROCESS: ReadonlyMap<string, string> = new Map([
  ["agile", STORY_POINTS_FIELD],
  ["scrum", EFFORT_FIELD],
  ["basic", EFFORT_FIELD],
  ["cmmi", SIZE_FIELD],
]);
/** The field a system process estimates in; null for an inherited or unknown process. */
export function processEstimateField(processName: string | null): string | null {
  return FIELD_BY_PROCESS.get((processName ?? "").trim().toLowerCase()) ?? null;
}

const ESTIMATE_FIELDS: readonly string[] = Object.freeze([STORY_POINTS_FIELD, EFFORT_FIELD, SIZE_FIELD]);

/**
 * The field a work item type keeps its estimate in: the process's own field when the type has it, else
 * the one estimate field the type has; null when it has none (or several and the process names none).
 */
export function estimateFieldFor(processName: string | null, typeFields: readonly string[]): string | null {
  const preferred = processEstimateField(processName);
  if (preferred && typeFields.includes(preferred)) return preferred;
  const present = ESTIMATE_FIELDS.filter((field) => typeFields.includes(field));
  return present.length === 1 ? present[0]! : null;
}

export type AzureEstimateChoice = { ok: true; value: number } | { ok: false; reason: string };

export function azureEstimateForCard(card: string): AzureEstimateChoice {
  const trimmed = card.trim();
  const value = trimmed === HALF_CARD ? 0.5 : numericVoteValue(trimmed);
  if (value === null) return { ok: false, reason: sayRefusal("azureDevOps.cardNotNumber", { card: trimmed || "?" }) };
  return { ok: true, value };
}
