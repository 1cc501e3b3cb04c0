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
      label: "descriptor.project",
      fields: [
        { name: "project", label: "descriptor.project", placeholder: "Fiber" },
        { name: "team", label: "descriptor.team", placeholder: "Fiber Team", hint: "azureDevOps.team.hint", optional: true },
      ],
      routes: [
        { route: "iteration", label: "azureDevOps.currentIteration", description: "azureDevOps.iteration.description", fields: [] },
        {
          route: "wiql",
          label: "azureDevOps.wiql",
          description: "azureDevOps.wiql.description",
          fields: [{ name: "wiql", label: "azureDevOps.wiql", placeholder: "Select [System.Id] From WorkItems Where [System.IterationPath] = @CurrentIteration" }],
        },
        { route: "query", label: "azureDevOps.savedQuery", description: "azureDevOps.query.description", fields: [{ name: "query", label: "azureDevOps.savedQuery", placeholder: "Shared Queries/Sprint backlog", hint: "azureDevOps.query.hint" }] },
      ],
    },
  ],
});
