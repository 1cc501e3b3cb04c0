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
      label: "descriptor.project",
      fields: [{ name: "project", label: "descriptor.project", placeholder: "my-group/my-project", hint: "gitlab.project.hint" }],
      routes: [
        {
          route: "issues",
          label: "descriptor.milestoneAndLabels",
          description: "gitlab.issues.description",
          fields: [
            { name: "milestone", label: "descriptor.milestone", placeholder: "v1.0", optional: true },
            { name: "iteration", label: "descriptor.iteration", placeholder: "Sprint 8", hint: "gitlab.iteration.hint", optional: true },
            { name: "labels", label: "descriptor.labels", placeholder: "backend, ui", hint: "descriptor.labelsHint", optional: true, list: true },
            { name: "state", label: "descriptor.state", type: "select", options: [["opened", "descriptor.open"], ["closed", "descriptor.closed"], ["all", "descriptor.openAndClosed"]] },
          ],
        },
      ],
    },
  ],
});
