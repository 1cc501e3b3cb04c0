// GitLab's rules both sides use: the site's address (gitlab.com or a self-managed one, maybe under a
// path), a project given by id or path, an issue's key, priority from scoped labels, and which
// agreed cards a weight can hold (whole numbers from 0: NOTES 9.5).
import { UNKNOWN_PRIORITY_RANK, priorityRank } from "../../../shared/priority";
import { numericVoteValue } from "../../../shared/deck";
import { parseTrackerAddress, siteBaseUrl } from "../../../shared/trackerAddress";
import { sayRefusal } from "../../../shared/messageCodes";

export const GITLAB_DEFAULT_URL = "https://gitlab.com";
export const GITLAB_MAX_ADDRESS_LENGTH = 2048;
export const GITLAB_MAX_TOKEN_LENGTH = 512;
export const GITLAB_MAX_PROJECT_LENGTH = 255;
export const GITLAB_MAX_LABELS = 20;

/** A story as the import preview and the queue see it. */
export interface GitLabStory {
  /** "group/project#12". */
  key: string;
  iid: number;
  title: string;
  /** 1 (most urgent) to 5 from a priority::<x> label; null when none. */
  priority: number | null;
  /** The issue's weight; null when unset or when the instance has no weights. */
  estimate: number | null;
  /** Markdown, to be rendered safely by the client. */
  description: string;
  url: string;
}

/** The site's base address: http(s), no user name, no query, no trailing slash or /api/v4 part. Null when it is not one. */
export function gitlabBaseUrl(input: string): string | null {
  const url = parseTrackerAddress(input, GITLAB_MAX_ADDRESS_LENGTH);
  return url && siteBaseUrl(url, /\/api(\/v4)?(\/.*)?$/);
}

/** A project as the API takes it: its numeric id, or its full path URL-encoded (group%2Fproject). Null when it is neither. */
export function gitlabProjectRef(project: string): string | null {
  const trimmed = project.trim().replace(/^\/+|\/+$/g, "");
  if (!trimmed || trimmed.length > GITLAB_MAX_PROJECT_LENGTH) return null;
  if (/^\d+$/.test(trimmed)) return trimmed;
  // Segments of letters, digits, _ - . (never only dots: no way up out of /projects).
  if (!/^[\w.-]+(\/[\w.-]+)+$/.test(trimmed) || trimmed.split("/").some((segment) => /^\.+$/.test(segment))) return null;
  return encodeURIComponent(trimmed);
}

export function issueKey(projectPath: string, iid: number): string {
  return `${projectPath}#${iid}`;
}

/** Priority from a scoped label such as priority::1 or priority::high (spec 9's names). */
export function priorityFromLabels(labels: readonly string[]): number | null {
  for (const label of labels) {
    const match = /^priority::\s*(.+)$/i.exec(label.trim());
    if (!match) continue;
    const rank = priorityRank(match[1]);
    if (rank !== UNKNOWN_PRIORITY_RANK) return rank;
  }
  return null;
}

export type GitLabWeightChoice = { ok: true; value: number } | { ok: false; reason: string };

/** The weight an agreed card writes, or why it cannot: GitLab weights are whole numbers from 0. */
export function gitlabWeightForCard(card: string): GitLabWeightChoice {
  const trimmed = card.trim();
  const value = numericVoteValue(trimmed);
  if (value === null) return { ok: false, reason: sayRefusal("gitlab.cardNotNumber", { card: trimmed || "?" }) };
  if (!Number.isInteger(value)) return { ok: false, reason: sayRefusal("gitlab.cardNotWhole", { card: trimmed }) };
  return { ok: true, value };
}
