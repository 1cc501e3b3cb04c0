// Writes the agreed card to a work item with a JSON Patch (application/json-patch+json, NOTES 10.6):
// the item's type and revision first, the type's estimate field, then a patch that tests the
// revision (nobody changed it meanwhile) and sets the field.
import { azureEstimateForCard } from "../shared/azureDevOps";
import { AzureDevOpsError } from "./errors";
import { type AzureEstimateField, estimateFieldOf } from "./estimateField";
import { type AzureDevOpsSite, azureRequest, segment } from "./http";
import { sayRefusal } from "../../../shared/messageCodes";

export interface AzureEstimateWrite {
  project: string;
  id: number;
  /** The agreed card as the room recorded it. */
  card: string;
}

export async function writeAzureEstimate(site: AzureDevOpsSite, write: AzureEstimateWrite): Promise<{ id: number; field: AzureEstimateField; value: number }> {
  const choice = azureEstimateForCard(write.card);
  if (!choice.ok) throw new AzureDevOpsError("invalid", choice.reason);
  if (!Number.isInteger(write.id) || write.id < 1) throw new AzureDevOpsError("invalid", sayRefusal("azureDevOps.notWorkItemId"));
  const notFound = `Azure DevOps has no work item ${write.id} in ${write.project}, or the account may not see it.`;
  const path = `${segment(write.project)}/_apis/wit/workitems/${write.id}`;
  const { body: item } = await azureRequest<{ rev?: number; fields?: { "System.WorkItemType"?: string } }>(site, { method: "GET", path, query: { fields: "System.WorkItemType" }, notFound });
  const type = item?.fields?.["System.WorkItemType"];
  if (typeof type !== "string" || typeof item?.rev !== "number") throw new AzureDevOpsError("bad_response", sayRefusal("azureDevOps.noType", { id: write.id }));
  const field = await estimateFieldOf(site, write.project, type);
  await azureRequest(site, {
    method: "PATCH",
    path,
    contentType: "application/json-patch+json",
    body: [
      { op: "test", path: "/rev", value: item.rev },
      { op: "add", path: `/fields/${field.referenceName}`, value: choice.value },
    ],
    notFound,
  });
  return { id: write.id, field, value: choice.value };
}
