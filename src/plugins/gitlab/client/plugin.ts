// GitLab's client part, declared once: a room's source is a project, imported by milestone,
// iteration, labels and state. The generic source control and import dialog (features/room/trackers)
// do the rest; src/plugins/client.ts lists it.
import { trackerClientPlugin } from "../../../client/features/room/trackers";

export const gitlabClientPlugin = trackerClientPlugin({
  id: "gitlab",
  label: "GitLab",
  sources: [
    {
      kind: "project",
      label: "Project",
      fields: [{ name: "project", label: "Project", placeholder: "my-group/my-project", hint: "Its path, as in its address, or its project ID." }],
      routes: [
        {
          route: "issues",
          label: "Milestone and labels",
          description: "Adds the project's issues in the milestone and iteration, with every label named, in the state chosen.",
          fields: [
            { name: "milestone", label: "Milestone", placeholder: "v1.0", optional: true },
            { name: "iteration", label: "Iteration", placeholder: "Sprint 8", hint: "Iterations are a Premium and Ultimate feature.", optional: true },
            { name: "labels", label: "Labels", placeholder: "backend, ui", hint: "Separate labels with commas: an issue needs them all.", optional: true, list: true },
            { name: "state", label: "State", type: "select", options: [["opened", "Open"], ["closed", "Closed"], ["all", "Open and closed"]] },
          ],
        },
      ],
    },
  ],
});
