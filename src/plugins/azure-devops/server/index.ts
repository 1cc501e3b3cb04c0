// The Azure DevOps Boards client the tracker plugin builds on (REST 7.1, personal access token): every call through the egress guard.
export { type AzureDevOpsConnection, type AzureProject, type AzureTeam, listAzureProjects, listAzureTeams, testAzureDevOpsConnection } from "./connection";
export { AzureDevOpsError, type AzureDevOpsErrorKind } from "./errors";
export { type AzureEstimateField, estimateFieldOf, projectProcess } from "./estimateField";
export { AZURE_DEVOPS_API_VERSION, AZURE_DEVOPS_KNOWN_HOSTS, type AzureDevOpsSite } from "./http";
export { type TeamScope, importByWiql, importCurrentIteration, importSavedQuery, workItemsByIds } from "./importWorkItems";
export { type AzureEstimateWrite, writeAzureEstimate } from "./writeEstimate";
