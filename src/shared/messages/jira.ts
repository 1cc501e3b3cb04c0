// The catalogue's jira area (MESSAGES.jira in src/shared/messages.ts): its own module, so a page
// loads only the areas it shows.
export const JIRA_MESSAGES = {
  testFailed: "Failed to test connection",
  configSaved: "JIRA configuration saved successfully!",
  configSaveFailed: "Failed to save configuration",
  ticketCleared: "JIRA ticket cleared successfully!",
  enabled: "Enabled JIRA integration",
  disabled: "Disabled JIRA integration",
  toggleFailed: "Failed to toggle JIRA integration",
  ticketsFetched: "Tickets fetched successfully!",
  fetchFailed: "Failed to fetch tickets. Please check your JIRA configuration.",
  ticketSelected: "JIRA ticket selected successfully!",
  ticketSelectFailed: "Failed to select JIRA ticket",
  pointsUpdated: "Story points updated in JIRA successfully!",
  pointsUpdateFailed: "Failed to update story points in JIRA",
  // Spec 5 validation.
  fillAllFields: "Please fill in all fields",
  fillAllFieldsBeforeTesting: "Please fill in all fields before testing",
  notConfigured: "Please configure JIRA first",
  // Server refusals and JIRA answers (no spec wording).
  notEnabled: "JIRA integration is not enabled for this room",
  tokenForNewSite: "Enter the API token for the new JIRA site: the saved token is only used with the site it was saved for",
  testBeforeSaving: "Please test the connection before saving",
  ticketNotFound: "That JIRA ticket could not be found. Please refresh the tickets.",
  authFailed: "JIRA rejected the email or API token. Please check them.",
  forbidden: "This JIRA account is not allowed to do that. Please check its permissions.",
  notFound: "JIRA project or site not found. Please check the domain and project key.",
  rateLimited: "JIRA is busy right now. Please try again in a minute.",
  unreachable: "Could not reach JIRA. Please check the domain and try again.",
  storyPointsFieldMissing: "No story points field was found in this JIRA site.",
  ticketClearFailed: "Failed to clear JIRA ticket",
  configChangedWhileFetching: "The JIRA configuration changed while the tickets were loading. Please refresh again.",
  tokenUnreadable: "The saved JIRA API token can no longer be read. Please configure JIRA again.",
} as const;

/** Spec 8 wording is "Found N tickets."; one ticket reads "Found 1 ticket." */
export function jiraConnectionSuccess(ticketCount: number): string {
  // The spec's sentence, word for word, whatever the count.
  return `Connection successful! Found ${ticketCount} tickets.`;
}

export function jiraConnectionFailed(error: string): string {
  return `Connection failed: ${error}`;
}

export function jiraUpdateFailed(error: string): string {
  return `Failed to update JIRA: ${error}`;
}

/** Sprint import: the project has no scrum board, so no sprints. */
export function jiraNoScrumBoard(projectKey: string): string {
  return `The JIRA project ${projectKey} has no scrum board, so it has no sprints.`;
}

/** A ticket of another project: the room's stored token serves its own project only (issue 30). */
export function jiraOtherProject(projectKey: string): string {
  return `This room imports from and writes to the JIRA project ${projectKey} only.`;
}

/** Sprint import: the project's scrum boards have no active sprint. */
export function jiraNoActiveSprint(projectKey: string): string {
  return `The JIRA project ${projectKey} has no active sprint. Start one in JIRA, or import by JQL.`;
}
