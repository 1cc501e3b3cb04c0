// Writing story points: PUT the discovered field with a JSON number (a string is refused by JIRA).
import { JIRA_PROJECT_KEY_MESSAGE, type JiraConfig, isValidIssueKey, isValidProjectKey, normalizeIssueKey, normalizeProjectKey } from "../../shared/jira";
import { MESSAGES } from "../../../../shared/messages";
import { JiraError } from "./errors";
import { type JiraClientSettings, jiraRequest, openJiraSite } from "./http";
import { NO_STORY_POINTS_FIELD_MESSAGE, discoverStoryPointsField } from "./storyPointsField";
import { sayRefusal } from "../../../../shared/messageCodes";

/** Sets the ticket's story points; throws JiraError. Only tickets of the configured project. */
export async function updateStoryPoints(config: JiraConfig, issueKey: string, points: number, settings?: JiraClientSettings): Promise<void> {
  const site = openJiraSite(config, settings);
  const project = normalizeProjectKey(config.projectKey);
  if (!isValidProjectKey(project)) throw new JiraError("invalid_config", `${JIRA_PROJECT_KEY_MESSAGE}.`);
  // A room's admins may write only to the room's project, whatever else the token can reach.
  const key = normalizeIssueKey(issueKey);
  if (!isValidIssueKey(key) || !key.startsWith(`${project}-`)) {
    throw new JiraError("invalid_config", sayRefusal("jiraCloud.otherProjectTicket", { project }));
  }
  if (!Number.isFinite(points) || points < 0) throw new JiraError("invalid_config", sayRefusal("jiraCloud.pointsNotNumber"));
  const field = await discoverStoryPointsField(site);
  if (!field) throw new JiraError("no_story_points_field", NO_STORY_POINTS_FIELD_MESSAGE);
  await jiraRequest(site, {
    method: "PUT",
    path: `/rest/api/3/issue/${encodeURIComponent(key)}`,
    body: { fields: { [field.id]: points } },
    notFoundMessage: MESSAGES.jira.ticketNotFound,
  });
}
