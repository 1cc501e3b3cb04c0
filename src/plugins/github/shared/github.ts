// GitHub's rules both sides use: an issue's key, its priority from a label or a Projects field,
// its estimate label. GitHub issues have no priority or estimate of their own (NOTES 7.3).
import { UNKNOWN_PRIORITY_RANK, priorityRank } from "../../../shared/priority";

/** A story as the import preview and the queue see it, whatever the tracker. */
export interface TrackerStory {
  /** "owner/repo#123". */
  key: string;
  title: string;
  /** 1 (most urgent) to 5 (spec 9's ordering), or null when the tracker gives none or one we do not know. */
  priority: number | null;
  /** The current estimate, when the issue has one (a Projects number field or an estimate label). */
  estimate: number | null;
  /** Markdown as written on GitHub; rendered (and sanitised) by the client. */
  description: string;
  /** The issue's web page. */
  url: string;
}

export const GITHUB_MAX_LOGIN_LENGTH = 39;
export const GITHUB_MAX_REPO_LENGTH = 100;
/** The names a Projects number field for estimates goes by when the manager picks none. */
export const DEFAULT_ESTIMATE_FIELD_NAMES: readonly string[] = Object.freeze(["estimate", "story points"]);
export const DEFAULT_ESTIMATE_LABEL_PREFIX = "estimate: ";

export function issueKey(nameWithOwner: string, number: number): string {
  return `${nameWithOwner}#${number}`;
}

/** "owner/repo#12" into its parts, or null. */
export function parseIssueKey(key: string): { owner: string; repo: string; number: number } | null {
  const match = /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9._-]{1,100})#(\d{1,10})$/.exec(key.trim());
  return match ? { owner: match[1]!, repo: match[2]!, number: Number(match[3]) } : null;
}

/** Spec 9's rank of a priority name ("High", "P1", "critical"), null when unknown. */
export function priorityFromName(name: string): number | null {
  const trimmed = name.trim();
  const p = /^p([0-5])$/i.exec(trimmed);
  // P0 is the most urgent in the P0-P4 habit; P1..P5 map one to one otherwise.
  const rank = p ? Math.max(1, Number(p[1])) : priorityRank(trimmed);
  return rank === UNKNOWN_PRIORITY_RANK ? null : rank;
}

/** The priority a label says: "priority: high", "priority/critical", "prio-low", "P1"; null for other labels. */
export function priorityFromLabel(label: string): number | null {
  const match = /^(?:priority|prio)\s*[:/-]\s*(.+)$/i.exec(label.trim());
  if (match) return priorityFromName(match[1]!);
  return /^p[0-5]$/i.test(label.trim()) ? priorityFromName(label) : null;
}

/** The most urgent priority among an issue's labels. */
export function priorityFromLabels(labels: readonly string[]): number | null {
  const ranks = labels.map(priorityFromLabel).filter((rank): rank is number => rank !== null);
  return ranks.length ? Math.min(...ranks) : null;
}

/** "estimate: 5" for 5 with the default prefix; 0.5 stays "0.5". */
export function estimateLabel(value: number, prefix: string = DEFAULT_ESTIMATE_LABEL_PREFIX): string {
  return `${prefix}${String(value)}`;
}

/** The estimate an "estimate: 5" label carries, or null for other labels. */
export function estimateFromLabel(label: string, prefix: string = DEFAULT_ESTIMATE_LABEL_PREFIX): number | null {
  if (!label.toLowerCase().startsWith(prefix.toLowerCase())) return null;
  const rest = label.slice(prefix.length).trim();
  return /^\d+(?:\.\d+)?$/.test(rest) ? Number(rest) : null;
}

export function isEstimateLabel(label: string, prefix: string = DEFAULT_ESTIMATE_LABEL_PREFIX): boolean {
  return estimateFromLabel(label, prefix) !== null;
}
