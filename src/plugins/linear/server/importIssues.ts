// Import by team (with its active or a chosen cycle, a project, labels, workflow states) or by a
// custom view, through every page (first/after cursors). Each story carries its estimate as a
// card of its team's scale.
import { LINEAR_MAX_LABELS, type LinearStory, linearEstimateCard, priorityFromLinear } from "../shared/linear";
import { CUSTOM_VIEW_QUERY, ISSUES_QUERY } from "./documents";
import { LinearError } from "./errors";
import { type LinearSite, linearGraphql } from "./http";
import { type Connection, LINEAR_PAGE_SIZE, type TeamNode, everyNode, scaleOf } from "./teams";
import { sayRefusal } from "../../../shared/messageCodes";

export interface TeamImport {
  /** The team's id (UUID). */
  teamId: string;
  /** "active" for the team's current cycle, or a cycle's id; every cycle when absent. */
  cycle?: string;
  projectId?: string;
  /** Every label must be on the issue. */
  labels?: readonly string[];
  /** Workflow state types to keep (Linear's: triage, backlog, unstarted, started, completed, canceled); default: not completed or canceled. */
  stateTypes?: readonly string[];
  pageSize?: number;
}

interface IssueNode {
  id: string;
  identifier: string;
  title: string;
  description: string | null;
  priority: number;
  estimate: number | null;
  url: string;
  team: TeamNode;
}

const OPEN_STATE_TYPES: readonly string[] = Object.freeze(["triage", "backlog", "unstarted", "started"]);

export function storyFromIssue(issue: IssueNode): LinearStory {
  const estimate = typeof issue.estimate === "number" ? issue.estimate : null;
  return {
    key: issue.identifier,
    title: issue.title,
    priority: priorityFromLinear(issue.priority),
    estimate,
    estimateCard: estimate === null ? null : linearEstimateCard(scaleOf(issue.team), estimate),
    description: issue.description ?? "",
    url: issue.url,
  };
}

/** The IssueFilter for a team import (comparators as the schema names them, NOTES 8.3). */
export function teamIssueFilter(options: TeamImport): Record<string, unknown> {
  const labels = (options.labels ?? []).map((l) => l.trim()).filter(Boolean);
  if (labels.length > LINEAR_MAX_LABELS) throw new LinearError("invalid", sayRefusal("tracker.tooManyLabels", { max: LINEAR_MAX_LABELS }));
  const filter: Record<string, unknown> = {
    team: { id: { eq: options.teamId } },
    state: { type: { in: [...(options.stateTypes?.length ? options.stateTypes : OPEN_STATE_TYPES)] } },
  };
  if (options.cycle === "active") filter.cycle = { isActive: { eq: true } };
  else if (options.cycle) filter.cycle = { id: { eq: options.cycle } };
  if (options.projectId) filter.project = { id: { eq: options.projectId } };
  // IssueLabelCollectionFilter.some matches any one label: one clause per label makes it "all of them".
  if (labels.length) filter.and = labels.map((name) => ({ labels: { some: { name: { eqIgnoreCase: name } } } }));
  return filter;
}

export async function importTeamIssues(site: LinearSite, options: TeamImport): Promise<LinearStory[]> {
  if (!options.teamId.trim()) throw new LinearError("invalid", sayRefusal("linear.chooseTeam"));
  const filter = teamIssueFilter(options);
  const issues = await everyNode((after) =>
    linearGraphql<{ issues: Connection<IssueNode> }>(site, ISSUES_QUERY, { filter, first: options.pageSize ?? LINEAR_PAGE_SIZE, after }).then((d) => d.issues),
  );
  return issues.map(storyFromIssue);
}

/** A custom view's issues, by its id or slug, as the view filters them. */
export async function importCustomView(site: LinearSite, viewId: string, pageSize = LINEAR_PAGE_SIZE): Promise<LinearStory[]> {
  if (!viewId.trim()) throw new LinearError("invalid", sayRefusal("linear.chooseView"));
  const issues = await everyNode((after) =>
    linearGraphql<{ customView: { issues: Connection<IssueNode> } }>(site, CUSTOM_VIEW_QUERY, { id: viewId, first: pageSize, after }, { notFound: sayRefusal("linear.noView", { view: viewId }) }).then(
      (d) => d.customView.issues,
    ),
  );
  return issues.map(storyFromIssue);
}
