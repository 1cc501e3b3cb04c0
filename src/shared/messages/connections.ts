// The catalogue's connections area (MESSAGES.connections in src/shared/messages.ts): a person's
// tracker connections (issue 31; no spec wording).
export const CONNECTIONS_MESSAGES = {
  unknownTracker: "This server has no such tracker. Choose one of the trackers it offers.",
  tokenRequired: "Paste a personal access token to connect.",
  tokenTooLong: "This token is longer than any the tracker issues. Check that you pasted only the token.",
  labelTooLong: "Keep the name to 100 characters or fewer.",
  siteRequired: "Give the site's address, such as https://jira.example.com.",
  siteInvalid: "The site's address must be an http(s) address without a user name or password, such as https://jira.example.com.",
  notFound: "This connection was not found. It may have been removed.",
  cannotOpen: "This connection's token can no longer be read on this server (its secret changed). Remove the connection and connect again.",
} as const;
