// GitHub's client part, declared once: a room's source is a repository or a Projects (v2) project,
// imported by milestone, labels and state, a search, an iteration or a saved view. The generic
// source control and import dialog (features/room/trackers) do the rest; src/plugins/client.ts lists it.
import { type TrackerRoute, trackerClientPlugin } from "../../../client/features/room/trackers";

const search: TrackerRoute = {
  route: "search",
  label: "Search",
  description: "Adds the issues a GitHub search finds (kept to the room's source unless it names a repo:, org: or user:). Pull requests are never added.",
  fields: [{ name: "query", label: "Search", placeholder: 'label:"needs estimate" is:open' }],
};

export const githubClientPlugin = trackerClientPlugin({
  id: "github",
  label: "GitHub",
  sources: [
    {
      kind: "repository",
      label: "Repository",
      fields: [
        { name: "repository", label: "Repository", placeholder: "owner/name" },
        { name: "projectNumber", label: "Write estimates to project number", type: "number", placeholder: "1", hint: "A project of the repository's owner: agreed estimates go to its number field. Leave empty to write a label instead.", optional: true, setting: true },
        { name: "estimateFieldName", label: "Project's estimate field", placeholder: "Estimate", hint: 'The number field estimates go to: "Estimate" or "Story Points" unless you name another.', optional: true, setting: true },
        { name: "labelPrefix", label: "Estimate label starts with", placeholder: "estimate: ", hint: 'Without a project, agreed estimates go on the issue as a label such as "estimate: 5"; the old one is removed.', optional: true, setting: true },
      ],
      routes: [
        {
          route: "repository",
          label: "Milestone and labels",
          description: "Adds the repository's issues in the milestone, with every label named, in the state chosen. Pull requests are never added.",
          fields: [
            { name: "milestone", label: "Milestone", placeholder: "Sprint 4", optional: true },
            { name: "labels", label: "Labels", placeholder: "bug, ui", hint: "Separate labels with commas: an issue needs them all.", optional: true, list: true },
            { name: "state", label: "State", type: "select", options: [["open", "Open"], ["closed", "Closed"], ["all", "Open and closed"]] },
          ],
        },
        search,
      ],
    },
    {
      kind: "project",
      label: "Project",
      fields: [
        { name: "owner", label: "Owner", placeholder: "octo-org", hint: "The organisation or user the project belongs to." },
        { name: "ownerType", label: "Owner is", type: "select", options: [["organization", "An organisation"], ["user", "A user"]] },
        { name: "number", label: "Project number", type: "number", placeholder: "1", hint: "In the project's address: .../projects/1" },
        { name: "estimateFieldName", label: "Estimate field", placeholder: "Estimate", hint: 'The project\'s number field agreed estimates go to: "Estimate" or "Story Points" unless you name another.', optional: true, setting: true },
      ],
      routes: [
        { route: "project", label: "Iteration", description: "Adds the project's issues, in the iteration named or all of them, with the project's Estimate and Priority.", fields: [{ name: "iteration", label: "Iteration", placeholder: "Iteration 5", optional: true }] },
        { route: "view", label: "Saved view", description: "Adds the issues a saved view of the project shows.", fields: [{ name: "view", label: "View number", type: "number", placeholder: "2", hint: "In the view's address: .../views/2" }] },
        search,
      ],
    },
  ],
});
