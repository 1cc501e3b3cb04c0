// jira.* (spec 7): each function lives in jira/, grouped by what it is about. Only what this file
// exports is public; the internal queries and mutations the actions use stay in their files.
export { configureJira, toggleJiraIntegration } from "./jira/configuration";
export { testJiraConnection } from "./jira/connection";
export { fetchAndCacheTickets } from "./jira/fetchTickets";
export { siteAddress } from "./jira/siteAddress";
export { updateStoryPoints } from "./jira/storyPoints";
export { clearJiraTicket, getCachedTickets, selectJiraTicket } from "./jira/tickets";
