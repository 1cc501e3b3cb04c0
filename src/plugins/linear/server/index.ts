// The Linear client the tracker plugin builds on (GraphQL, personal API key): every call through the egress guard.
export { type LinearConnection, testLinearConnection } from "./connection";
export { LINEAR_GRAPHQL_DOCUMENTS } from "./documents";
export { LinearError, type LinearErrorKind } from "./errors";
export { LINEAR_API_URL, LINEAR_KNOWN_HOSTS, type LinearSite } from "./http";
export { type TeamImport, importCustomView, importTeamIssues } from "./importIssues";
export { LINEAR_PAGE_SIZE, type LinearTeam, linearTeam, listLinearTeams } from "./teams";
export { type LinearEstimateWrite, type LinearEstimateWritten, writeLinearEstimate } from "./writeEstimate";
