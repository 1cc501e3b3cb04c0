// Finding the story points field: its id differs per site (customfield_10016, 10026, ...), and
// company-managed and team-managed projects use differently named fields.
import type { JiraConfig } from "../../shared/jira";
import { MESSAGES } from "../../../../shared/messages";
import { JiraError } from "./errors";
import { type JiraClientSettings, type JiraSite, jiraRequest, openJiraSite } from "./http";
import { sayRefusal } from "../../../../shared/messageCodes";

/** The subset of JIRA's FieldDetails this app reads. */
export interface JiraField {
  id: string;
  name: string;
  schema?: { type?: string; custom?: string };
  scope?: unknown;
}

export interface StoryPointsField {
  id: string;
  name: string;
}

/** Company-managed projects use "Story Points", team-managed ones "Story point estimate". */
export const STORY_POINTS_FIELD_NAMES = ["Story Points", "Story point estimate"] as const;
/** Custom field types of JIRA Software's story points fields, whatever they are called on the site. */
export const STORY_POINTS_FIELD_TYPES: readonly string[] = Object.freeze(["com.pyxis.greenhopper.jira:jsw-story-points", "com.pyxis.greenhopper.jira:jira-story-points"]);

/**
 * In order: an exact well-known name, then JIRA Software's story points type (renamed or translated
 * fields), then a numeric field whose name mentions story points. Site-wide fields win over
 * project-scoped ones at each step.
 */
export function pickStoryPointsField(fields: readonly JiraField[]): StoryPointsField | null {
  const siteWideFirst = [...fields].sort((a, b) => Number(a.scope !== undefined) - Number(b.scope !== undefined));
  const steps: ((f: JiraField) => boolean)[] = [
    ...STORY_POINTS_FIELD_NAMES.map((name) => (f: JiraField) => f.name === name),
    (f) => STORY_POINTS_FIELD_TYPES.includes(f.schema?.custom ?? ""),
    (f) => /story[\s_-]*points?/i.test(f.name) && f.schema?.type === "number",
  ];
  for (const matches of steps) {
    const field = siteWideFirst.find(matches);
    if (field) return { id: field.id, name: field.name };
  }
  return null;
}

function readFields(body: unknown): JiraField[] {
  if (!Array.isArray(body)) throw new JiraError("bad_response", sayRefusal("jiraCloud.fieldsUnreadable"));
  return body.filter((f): f is JiraField => typeof f?.id === "string" && typeof f?.name === "string");
}

export async function discoverStoryPointsField(site: JiraSite): Promise<StoryPointsField | null> {
  const { body } = await jiraRequest(site, { method: "GET", path: "/rest/api/3/field" });
  return pickStoryPointsField(readFields(body));
}

export const NO_STORY_POINTS_FIELD_MESSAGE = `${MESSAGES.jira.storyPointsFieldMissing} Looked for 'Story Points', 'Story point estimate' and JIRA Software's story points type; a JIRA admin can add one.`;

export async function findStoryPointsField(config: JiraConfig, settings?: JiraClientSettings): Promise<StoryPointsField> {
  const field = await discoverStoryPointsField(openJiraSite(config, settings));
  if (!field) throw new JiraError("no_story_points_field", NO_STORY_POINTS_FIELD_MESSAGE);
  return field;
}
