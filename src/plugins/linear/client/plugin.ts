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
      label: "descriptor.team",
      fields: [{ name: "team", label: "linear.teamKey", placeholder: "ENG", hint: "linear.teamKey.hint" }],
      routes: [
        {
          route: "issues",
          label: "linear.cycleAndLabels",
          description: "linear.issues.description",
          fields: [
            { name: "cycle", label: "linear.cycle", type: "select", options: [["active", "linear.cycle.active"], ["any", "linear.cycle.any"]] },
            { name: "labels", label: "descriptor.labels", placeholder: "backend, ui", hint: "descriptor.labelsHint", optional: true, list: true },
            {
              name: "state",
              label: "descriptor.state",
              type: "select",
              options: [["open", "linear.state.open"], ["backlog", "linear.state.backlog"], ["unstarted", "linear.state.unstarted"], ["started", "linear.state.started"], ["all", "linear.state.all"]],
            },
            { name: "project", label: "linear.projectId", placeholder: "9cfb482a-81e3-4154-b5b9-2c805e70a02d", hint: "linear.projectId.hint", optional: true },
          ],
        },
        { route: "view", label: "linear.customView", description: "linear.view.description", fields: [{ name: "view", label: "linear.viewId", placeholder: "a1b2c3d4e5f6", hint: "linear.viewId.hint" }] },
      ],
    },
  ],
});
