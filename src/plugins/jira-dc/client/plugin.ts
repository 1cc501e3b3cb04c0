// Jira Data Center's client part, declared once: a room's source is a board or a project, imported
// by the board's active sprint or backlog, a JQL query or a saved filter. The generic source control
// and import dialog (features/room/trackers) do the rest; src/plugins/client.ts lists it.
import { type TrackerRoute, trackerClientPlugin } from "../../../client/features/room/trackers";

const jql: TrackerRoute = {
  route: "jql",
  label: "descriptor.jql",
  description: "jiraDc.jql.description",
  fields: [{ name: "jql", label: "descriptor.jql", placeholder: "project = ABC AND sprint in openSprints()" }],
};
const filter: TrackerRoute = {
  route: "filter",
  label: "jiraDc.savedFilter",
  description: "jiraDc.filter.description",
  fields: [{ name: "filter", label: "jiraDc.filterNumber", type: "number", placeholder: "10400", hint: "jiraDc.filterNumber.hint" }],
};

export const jiraDcClientPlugin = trackerClientPlugin({
  id: "jiraDc",
  label: "Jira Data Center",
  sources: [
    {
      kind: "board",
      label: "jiraDc.board",
      fields: [{ name: "board", label: "jiraDc.boardNumber", type: "number", placeholder: "12", hint: "jiraDc.boardNumber.hint", listed: true }],
      routes: [
        { route: "sprint", label: "jiraDc.activeSprint", description: "jiraDc.sprint.description", fields: [] },
        { route: "backlog", label: "jiraDc.backlog", description: "jiraDc.backlog.description", fields: [] },
        jql,
        filter,
      ],
    },
    { kind: "project", label: "descriptor.project", fields: [{ name: "project", label: "jiraDc.projectKey", placeholder: "ABC" }], routes: [jql, filter] },
  ],
});
