// The JIRA Cloud REST v3 client the jira.* functions build on.
export { DEFAULT_JIRA_BASE_URL_TEMPLATE, jiraBaseUrl } from "./baseUrl";
export { type JiraAccount, failureResult, testConnection, verifyCredentials } from "./connection";
export { JiraError, type JiraErrorKind } from "./errors";
export { JIRA_MAX_RETRIES, JIRA_MAX_RETRY_WAIT_MS, JIRA_TIMEOUT_MS, type JiraClientSettings } from "./http";
export { updateStoryPoints } from "./storyPoints";
export { type StoryPointsField, findStoryPointsField, pickStoryPointsField } from "./storyPointsField";
export { type FetchTicketsOptions, MAX_TICKET_PAGES, TICKET_PAGE_SIZE, fetchOpenTickets, openTicketsJql, toJiraTicket } from "./tickets";
export { type CollectedTickets, JQL_PAGE_SIZE, collectTickets, searchTicketsPage } from "./jqlSearch";
export { type ImportOptions, fetchTicketsByJql } from "./jqlImport";
export { type ActiveSprint, type SprintImport, fetchActiveSprintTickets, findActiveSprints, fetchSprintTickets } from "./sprintImport";
