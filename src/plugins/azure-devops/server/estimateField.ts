// Where a work item type keeps its estimate: the project's process (capabilities.processTemplate)
// names the field it estimates in, and the work item type's own fields must have it (NOTES 10.5):
// Story Points for Agile, Effort for Scrum and Basic, Size for CMMI; an inherited process by the
// one estimate field its type has. Never guessed: a type without one is said so.
import { estimateFieldFor } from "../shared/azureDevOps";
import { AzureDevOpsError } from "./errors";
import { type AzureDevOpsSite, type AzureList, azureRequest, segment } from "./http";
import { sayRefusal } from "../../../shared/messageCodes";

export interface AzureEstimateField {
  referenceName: string;
  name: string;
  process: string | null;
}

/** The process template a project uses ("Agile", "Scrum", "CMMI", "Basic" or an inherited process's name). */
export async function projectProcess(site: AzureDevOpsSite, project: string): Promise<string | null> {
  const { body } = await azureRequest<{ capabilities?: { processTemplate?: { templateName?: string } } }>(site, {
    method: "GET",
    path: `/_apis/projects${segment(project)}`,
    query: { includeCapabilities: true },
    notFound: sayRefusal("azureDevOps.noProject", { project }),
  });
  return body?.capabilities?.processTemplate?.templateName ?? null;
}

export async function estimateFieldOf(site: AzureDevOpsSite, project: string, workItemType: string, process?: string | null): Promise<AzureEstimateField> {
  const processName = process !== undefined ? process : await projectProcess(site, project);
  const { body } = await azureRequest<AzureList<{ referenceName: string; name: string }>>(site, {
    method: "GET",
    path: `${segment(project)}/_apis/wit/workitemtypes${segment(workItemType)}/fields`,
    notFound: sayRefusal("azureDevOps.noWorkItemType", { type: workItemType, project }),
  });
  const fields = body?.value ?? [];
  const referenceName = estimateFieldFor(processName, fields.map((f) => f.referenceName));
  if (!referenceName) {
    throw new AzureDevOpsError(
      "no_estimate_field",
      sayRefusal("azureDevOps.noEstimateField", { type: workItemType, project, process: processName ?? "none" }),
    );
  }
  return { referenceName, name: fields.find((f) => f.referenceName === referenceName)?.name ?? referenceName, process: processName };
}
