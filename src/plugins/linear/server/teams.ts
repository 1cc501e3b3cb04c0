// Teams and their estimation scales (Team.issueEstimationType, Extended, AllowZero: NOTES 8.5).
import { type LinearScale, isLinearEstimationType } from "../shared/linear";
import { TEAMS_QUERY, TEAM_SCALE_QUERY } from "./documents";
import { LinearError } from "./errors";
import { type LinearSite, linearGraphql } from "./http";
import { sayRefusal } from "../../../shared/messageCodes";

/** Linear returns at most 250 nodes a page (NOTES 8.3). */
export const LINEAR_PAGE_SIZE = 100;
export const LINEAR_MAX_PAGES = 50;

export interface TeamNode {
  id: string;
  key: string;
  name?: string;
  issueEstimationType: string;
  issueEstimationExtended: boolean;
  issueEstimationAllowZero: boolean;
}

export interface LinearTeam {
  id: string;
  key: string;
  name: string;
  scale: LinearScale;
}

export interface Connection<T> {
  nodes: T[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

export function scaleOf(team: TeamNode): LinearScale {
  if (!isLinearEstimationType(team.issueEstimationType)) {
    throw new LinearError("bad_response", sayRefusal("linear.unknownScale", { scale: String(team.issueEstimationType).slice(0, 40) }));
  }
  return { type: team.issueEstimationType, extended: team.issueEstimationExtended, allowZero: team.issueEstimationAllowZero };
}

const teamOf = (node: TeamNode): LinearTeam => ({ id: node.id, key: node.key, name: node.name ?? node.key, scale: scaleOf(node) });

/** Every page of a connection: `fetchPage(after)` answers one; forward cursors (NOTES 8.6). */
export async function everyNode<T>(fetchPage: (after: string | null) => Promise<Connection<T>>): Promise<T[]> {
  const nodes: T[] = [];
  let after: string | null = null;
  for (let page = 0; page < LINEAR_MAX_PAGES; page++) {
    const connection: Connection<T> = await fetchPage(after);
    nodes.push(...connection.nodes);
    if (!connection.pageInfo.hasNextPage || !connection.pageInfo.endCursor) break;
    after = connection.pageInfo.endCursor;
  }
  return nodes;
}

export async function listLinearTeams(site: LinearSite, pageSize = LINEAR_PAGE_SIZE): Promise<LinearTeam[]> {
  const nodes = await everyNode((after) => linearGraphql<{ teams: Connection<TeamNode> }>(site, TEAMS_QUERY, { first: pageSize, after }).then((d) => d.teams));
  return nodes.map(teamOf);
}

/** One team by id or key, with its scale. */
export async function linearTeam(site: LinearSite, team: string): Promise<LinearTeam> {
  const data = await linearGraphql<{ team: TeamNode }>(site, TEAM_SCALE_QUERY, { id: team }, { notFound: sayRefusal("linear.noTeam", { team }) });
  return teamOf(data.team);
}
