// Jira Data Center's client part, declared once: a room's source is a board or a project, imported
// by the board's active sprint or backlog, a JQL query or a saved filter. The generic source control
// and import dialog (features/room/trackers) do the rest; src/plugins/client.ts lists it.
import { type TrackerRoute, trackerClientPlugin } from "../../../client/features/room/trackers";

const jql: TrackerRoute = {
  route: "jql",
  label: "JQL query",
  description: "Adds every issue the query finds, in its order.",
  fields: [{ name: "jql", label: "JQL query", placeholder: "project = ABC AND sprint in openSprints()" }],
};
const filter: TrackerRoute = {
  route: "filter",
  label: "Saved filter",
  description: "Adds every issue the saved filter finds.",
  fields: [{ name: "filter", label: "Filter number", type: "number", placeholder: "10400", hint: "In the filter's address: ?filter=10400" }],
};

export const jiraDcClientPlugin = trackerClientPlugin({
  id: "jiraDc",
  label: "Jira Data Center",
  sources: [
    {
      kind: "board",
      label: "Board",
      fields: [{ name: "board", label: "Board number", type: "number", placeholder: "12", hint: "Pick one of the boards your account sees, or type the number in the board's address: rapidView=12", listed: true }],
      routes: [
        { route: "sprint", label: "Active sprint", description: "Adds the issues of the board's active sprint, with the board's estimate field.", fields: [] },
        { route: "backlog", label: "Backlog", description: "Adds the board's backlog, in its order.", fields: [] },
        jql,
        filter,
      ],
    },
    { kind: "project", label: "Project", fields: [{ name: "project", label: "Project key", placeholder: "ABC" }], routes: [jql, filter] },
  ],
});
