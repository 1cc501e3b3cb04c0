// JIRA's topics: what its writes change and its reads watch.
/** A room's JIRA switch, selected ticket and configuration (the room view's JIRA part). */
export const jiraRoomTopic = (roomId: string) => `jiraRoom:${roomId}`;
/** A room's cached JIRA tickets (jira.getCachedTickets); kept apart so a refresh leaves the room alone. */
export const jiraTicketsTopic = (roomId: string) => `jiraTickets:${roomId}`;
