// The GitLab client the tracker plugin builds on (REST v4, personal access token): every call through the egress guard.
export { type GitLabConnection, testGitLabConnection } from "./connection";
export { GitLabError, type GitLabErrorKind } from "./errors";
export { GITLAB_KNOWN_HOSTS, GITLAB_PAGE_SIZE, type GitLabSite } from "./http";
export { type GitLabImport, type ProjectImport, gitlabWeightsAvailable, importProjectIssues } from "./importIssues";
export { type GitLabWeightWrite, writeGitLabWeight } from "./writeWeight";
