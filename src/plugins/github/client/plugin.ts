// GitHub's client part, declared once: a room's source is a repository or a Projects (v2) project,
// imported by milestone, labels and state, a search, an iteration or a saved view. The generic
// source control and import dialog (features/room/trackers) do the rest; src/plugins/client.ts lists it.
import { type TrackerRoute, trackerClientPlugin } from "../../../client/features/room/trackers";

const search: TrackerRoute = {
  route: "search",
  label: "descriptor.search",
  description: "github.search.description",
  fields: [{ name: "query", label: "descriptor.search", placeholder: 'label:"needs estimate" is:open' }],
};

export const githubClientPlugin = trackerClientPlugin({
  id: "github",
  label: "GitHub",
  sources: [
    {
      kind: "repository",
      label: "github.repository",
      fields: [
        { name: "repository", label: "github.repository", placeholder: "owner/name" },
        { name: "projectNumber", label: "github.projectNumber", type: "number", placeholder: "1", hint: "github.projectNumber.hint", optional: true, setting: true },
        { name: "estimateFieldName", label: "github.estimateField", placeholder: "Estimate", hint: "github.estimateField.hint", optional: true, setting: true },
        { name: "labelPrefix", label: "github.labelPrefix", placeholder: "estimate: ", hint: "github.labelPrefix.hint", optional: true, setting: true },
      ],
      routes: [
        {
          route: "repository",
          label: "descriptor.milestoneAndLabels",
          description: "github.repository.description",
          fields: [
            { name: "milestone", label: "descriptor.milestone", placeholder: "Sprint 4", optional: true },
            { name: "labels", label: "descriptor.labels", placeholder: "bug, ui", hint: "descriptor.labelsHint", optional: true, list: true },
            { name: "state", label: "descriptor.state", type: "select", options: [["open", "descriptor.open"], ["closed", "descriptor.closed"], ["all", "descriptor.openAndClosed"]] },
          ],
        },
        search,
      ],
    },
    {
      kind: "project",
      label: "descriptor.project",
      fields: [
        { name: "owner", label: "github.owner", placeholder: "octo-org", hint: "github.owner.hint" },
        { name: "ownerType", label: "github.ownerType", type: "select", options: [["organization", "github.ownerType.organization"], ["user", "github.ownerType.user"]] },
        { name: "number", label: "github.number", type: "number", placeholder: "1", hint: "github.number.hint" },
        { name: "estimateFieldName", label: "github.projectEstimateField", placeholder: "Estimate", hint: "github.projectEstimateField.hint", optional: true, setting: true },
      ],
      routes: [
        { route: "project", label: "descriptor.iteration", description: "github.iteration.description", fields: [{ name: "iteration", label: "descriptor.iteration", placeholder: "Iteration 5", optional: true }] },
        { route: "view", label: "github.savedView", description: "github.view.description", fields: [{ name: "view", label: "github.viewNumber", type: "number", placeholder: "2", hint: "github.viewNumber.hint" }] },
        search,
      ],
    },
  ],
});
