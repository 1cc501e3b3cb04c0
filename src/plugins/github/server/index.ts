// The GitHub (Issues and Projects v2) client the tracker plugin builds on: every call through the egress guard.
export { type GitHubConnection, missingScopesOf, testGitHubConnection } from "./connection";
export { GitHubError, type GitHubErrorKind } from "./errors";
export { GITHUB_API_URL, GITHUB_API_VERSION, GITHUB_KNOWN_HOSTS, GITHUB_MAX_RETRIES, GITHUB_MAX_RETRY_WAIT_MS, type GitHubSite, graphqlUrl } from "./http";
export { GITHUB_PAGE_SIZE, type RepositoryImport, importRepositoryIssues, importSearchIssues, issueSearchQuery } from "./importIssues";
export { type LabelWrite, writeLabelEstimate } from "./labels";
export { type ProjectViewImport, importProjectView } from "./projectViews";
export {
  GITHUB_GRAPHQL_DOCUMENTS,
  type NumberField,
  PROJECT_ITEMS_PAGE_SIZE,
  type ProjectImport,
  type ProjectRef,
  type ProjectWrite,
  importProjectIssues,
  listProjectNumberFields,
  writeProjectEstimate,
} from "./projects";
