// Every GraphQL document the Linear client sends, in one place so the contract test validates each
// against Linear's schema (the vendored subset) even when no test sends it.

const ISSUE_FIELDS = `
  id identifier title description priority estimate url
  team { id key issueEstimationType issueEstimationExtended issueEstimationAllowZero }
`;

const SCALE_FIELDS = "id key name issueEstimationType issueEstimationExtended issueEstimationAllowZero";

export const VIEWER_QUERY = `query Viewer { viewer { id name displayName email } organization { id name urlKey } }`;

export const TEAMS_QUERY = `query Teams($first: Int!, $after: String) {
  teams(first: $first, after: $after) { nodes { ${SCALE_FIELDS} } pageInfo { hasNextPage endCursor } }
}`;

export const TEAM_SCALE_QUERY = `query TeamScale($id: String!) { team(id: $id) { ${SCALE_FIELDS} } }`;

export const ISSUES_QUERY = `query Issues($filter: IssueFilter!, $first: Int!, $after: String) {
  issues(filter: $filter, first: $first, after: $after) { nodes { ${ISSUE_FIELDS} } pageInfo { hasNextPage endCursor } }
}`;

export const CUSTOM_VIEW_QUERY = `query CustomViewIssues($id: String!, $first: Int!, $after: String) {
  customView(id: $id) { id name issues(first: $first, after: $after) { nodes { ${ISSUE_FIELDS} } pageInfo { hasNextPage endCursor } } }
}`;

export const ISSUE_SCALE_QUERY = `query IssueScale($id: String!) { issue(id: $id) { id identifier estimate team { ${SCALE_FIELDS} } } }`;

export const ISSUE_UPDATE_MUTATION = `mutation WriteEstimate($id: String!, $estimate: Int!) {
  issueUpdate(id: $id, input: { estimate: $estimate }) { success issue { id identifier estimate } }
}`;

export const LINEAR_GRAPHQL_DOCUMENTS: readonly string[] = Object.freeze([
  VIEWER_QUERY,
  TEAMS_QUERY,
  TEAM_SCALE_QUERY,
  ISSUES_QUERY,
  CUSTOM_VIEW_QUERY,
  ISSUE_SCALE_QUERY,
  ISSUE_UPDATE_MUTATION,
]);
