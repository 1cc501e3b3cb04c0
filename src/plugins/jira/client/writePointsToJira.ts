import { toast } from "../../../client/components/toast";
import { toastFailure } from "../../../client/lib/failureToast";
import { GENERIC_MESSAGES } from "../../../shared/messages/generic";
import { JIRA_MESSAGES, jiraUpdateFailed } from "../../../shared/messages/jira";
import type { UpdatePointsResult } from "../shared/jira";

/** Runs jira.updateStoryPoints and says how it went with the spec's sentences (spec 7 and 8). */
export async function writePointsToJira(update: () => Promise<UpdatePointsResult>): Promise<boolean> {
  try {
    const result = await update();
    if (result.success) toast.success(JIRA_MESSAGES.pointsUpdated);
    else toast.error(jiraUpdateFailed(result.error ?? GENERIC_MESSAGES.unexpected));
    return result.success;
  } catch (caught) {
    toastFailure(JIRA_MESSAGES.pointsUpdateFailed, caught);
    return false;
  }
}
