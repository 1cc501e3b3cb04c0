// Azure DevOps Boards' client part, declared once: a room's source is a project and its team,
// imported by the team's current iteration, a WIQL query or a saved query. The generic source control
// and import dialog (features/room/trackers) do the rest; src/plugins/client.ts lists it.
import { trackerClientPlugin } from "../../../client/features/room/trackers";

export const azureDevOpsClientPlugin = trackerClientPlugin({
  id: "azureDevOps",
  label: "Azure DevOps",
  sources: [
    {
      kind: "project",
      label: "Project",
      fields: [
        { name: "project", label: "Project", placeholder: "Fiber" },
        { name: "team", label: "Team", placeholder: "Fiber Team", hint: "Its current iteration is the one imported. Empty: the project's default team.", optional: true },
      ],
      routes: [
        { route: "iteration", label: "Current iteration", description: "Adds the backlog items of the team's current iteration (not their tasks).", fields: [] },
        {
          route: "wiql",
          label: "WIQL query",
          description: "Adds every work item the query finds, in its order.",
          fields: [{ name: "wiql", label: "WIQL query", placeholder: "Select [System.Id] From WorkItems Where [System.IterationPath] = @CurrentIteration" }],
        },
        { route: "query", label: "Saved query", description: "Adds every work item a saved query finds.", fields: [{ name: "query", label: "Saved query", placeholder: "Shared Queries/Sprint backlog", hint: "Its path, or its id." }] },
      ],
    },
  ],
});
