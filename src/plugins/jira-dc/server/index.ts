// The Jira Data Center / Server client (REST v2 + Agile 1.0, personal access token): every call through the egress guard.
export { type JiraDcConnection, testJiraDcConnection } from "./connection";
export { type EstimateField, boardEstimateField, siteEstimateField } from "./estimateField";
export { JiraDcError, type JiraDcErrorKind } from "./errors";
export { JIRA_DC_MAX_RETRIES, JIRA_DC_MAX_RETRY_WAIT_MS, type JiraDcSite } from "./http";
export { JIRA_DC_PAGE_SIZE, activeSprints, importBoardBacklog, importBoardSprint, importByFilter, importByJql } from "./importIssues";
export { type EstimateWrite, writeJiraDcEstimate } from "./writeEstimate";
