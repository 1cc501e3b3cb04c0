// jira.* (spec 7): each function lives in jira/, grouped by what it is about. Only what this file
// exports is public; the internal queries and mutations the actions use stay in their files.
export { configureJira, toggleJiraIntegration } from "./configuration";
export { testJiraConnection } from "./connection";
export { fetchAndCacheTickets } from "./fetchTickets";
export { siteAddress } from "./siteAddress";
export { updateStoryPoints } from "./storyPoints";
export { clearJiraTicket, getCachedTickets, selectJiraTicket } from "./tickets";
export { importQueueByJql, importQueueSprint, importQueueTickets, previewQueueImport } from "./importQueue";
