// Linear's client part, declared once: a room's source is a team, imported by cycle, project,
// labels and state, or by a custom view. The generic source control and import dialog
// (features/room/trackers) do the rest; src/plugins/client.ts lists it.
import { trackerClientPlugin } from "../../../client/features/room/trackers";

export const linearClientPlugin = trackerClientPlugin({
  id: "linear",
  label: "Linear",
  sources: [
    {
      kind: "team",
      label: "Team",
      fields: [{ name: "team", label: "Team key", placeholder: "ENG", hint: "The start of the team's issue identifiers (ENG-123)." }],
      routes: [
        {
          route: "issues",
          label: "Cycle and labels",
          description: "Adds the team's issues in the cycle chosen, with every label named, in the states chosen.",
          fields: [
            { name: "cycle", label: "Cycle", type: "select", options: [["active", "The active cycle"], ["any", "Any cycle"]] },
            { name: "labels", label: "Labels", placeholder: "backend, ui", hint: "Separate labels with commas: an issue needs them all.", optional: true, list: true },
            {
              name: "state",
              label: "State",
              type: "select",
              options: [["open", "Not done or canceled"], ["backlog", "Backlog"], ["unstarted", "Todo"], ["started", "In progress"], ["all", "Every state"]],
            },
            { name: "project", label: "Project id", placeholder: "9cfb482a-81e3-4154-b5b9-2c805e70a02d", hint: "Only this project's issues: its id, from the project's menu (Copy ID).", optional: true },
          ],
        },
        { route: "view", label: "Custom view", description: "Adds the issues a custom view shows, in its order.", fields: [{ name: "view", label: "View id", placeholder: "a1b2c3d4e5f6", hint: "In the view's address: .../view/<name>-a1b2c3d4e5f6" }] },
      ],
    },
  ],
});
