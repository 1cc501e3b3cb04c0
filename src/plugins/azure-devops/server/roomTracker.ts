// Azure DevOps Boards as a room's tracker (issue 32): a room's source is a project and one of its
// teams; an import reads the team's current iteration, a WIQL query or a saved query (work item ids
// first, then the items 200 at a time). The agreed card is written with a JSON Patch to the field the
// work item's type estimates in (Story Points, Effort or Size: read from the type, never guessed).
import { z } from "zod";
import type { EstimateToWrite, ImportedStory, RoomTracker, TrackerCall, TrackerInput, WriteTarget } from "../../../server/features/trackers";
import { AZURE_DEVOPS_MAX_WIQL_LENGTH, type AzureDevOpsStory, processEstimateField } from "../shared/azureDevOps";
import { listAzureTeams } from "./connection";
import { azureSite } from "./connector";
import { AzureDevOpsError } from "./errors";
import { projectProcess } from "./estimateField";
import type { AzureDevOpsSite } from "./http";
import { importByWiql, importCurrentIteration, importSavedQuery } from "./importWorkItems";
import { writeAzureEstimate } from "./writeEstimate";
import { sayRefusal } from "../../../shared/messageCodes";

// Azure DevOps names: none of the characters it forbids (\ / : * ? " < > | ; # $ ...), nor control characters.
const name = z
  .string()
  .trim()
  .min(1)
  .max(256)
  .regex(/^[^\\/:*?"<>|;#$%&+=,{}[\]]+$/)
  .refine((value) => ![...value].some((char) => char.charCodeAt(0) < 32));
const sourceInput = z.object({ kind: z.literal("project"), project: name, team: name.optional().or(z.literal("")) });
const storedSource = z.object({ kind: z.literal("project"), project: name, team: name });

const routeInput = z.discriminatedUnion("route", [
  z.object({ route: z.literal("iteration") }),
  z.object({ route: z.literal("wiql"), wiql: z.string().trim().min(1).max(AZURE_DEVOPS_MAX_WIQL_LENGTH) }),
  z.object({ route: z.literal("query"), query: z.string().trim().min(1).max(1000) }),
]);

const SOURCE_SENTENCE = sayRefusal("azureDevOps.sourceHint");
const ROUTE_SENTENCE = sayRefusal("azureDevOps.routeHint");
const FIELD_NAMES: ReadonlyMap<string, string> = new Map([
  ["Microsoft.VSTS.Scheduling.StoryPoints", "Story Points"],
  ["Microsoft.VSTS.Scheduling.Effort", "Effort"],
  ["Microsoft.VSTS.Scheduling.Size", "Size"],
]);

function parse<T>(schema: z.ZodType<T>, input: unknown, sentence: string): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new AzureDevOpsError("invalid", sentence);
  return parsed.data;
}

const siteOf = ({ connection, config }: TrackerCall): AzureDevOpsSite => azureSite(connection.site, connection.token, config);

const storyOf = (story: AzureDevOpsStory): ImportedStory => ({
  key: story.key,
  title: story.title,
  priority: story.priority,
  estimate: story.estimate,
  description: story.description,
  descriptionFormat: "html",
  url: story.url,
});

export const azureDevOpsRoomTracker: RoomTracker = Object.freeze({
  async resolveSource(call: TrackerCall, input: TrackerInput) {
    const source = parse(sourceInput, input, SOURCE_SENTENCE);
    const site = siteOf(call);
    const teams = await listAzureTeams(site, source.project);
    const wanted = source.team?.toLowerCase();
    const team = wanted ? teams.find((t) => t.name.toLowerCase() === wanted || t.id === wanted) : teams[0];
    if (!team) throw new AzureDevOpsError("not_found", wanted ? sayRefusal("azureDevOps.noNamedTeam", { project: source.project, team: source.team! }) : sayRefusal("azureDevOps.noTeamAtAll", { project: source.project }));
    return {
      source: { kind: "project", project: source.project, team: team.name },
      label: `${source.project} (${team.name})`,
      url: `${site.organizationUrl}/${encodeURIComponent(source.project)}`,
    };
  },

  async readStories(call: TrackerCall, stored: Readonly<Record<string, unknown>>, input: TrackerInput) {
    const source = parse(storedSource, stored, SOURCE_SENTENCE);
    const route = parse(routeInput, input, ROUTE_SENTENCE);
    const site = siteOf(call);
    const scope = { project: source.project, team: source.team };
    switch (route.route) {
      case "iteration":
        return (await importCurrentIteration(site, scope)).stories.map(storyOf);
      case "wiql":
        return (await importByWiql(site, scope, route.wiql)).map(storyOf);
      case "query":
        return (await importSavedQuery(site, scope, route.query)).map(storyOf);
    }
  },

  async writeTarget(call: TrackerCall, stored: Readonly<Record<string, unknown>>): Promise<WriteTarget> {
    const source = parse(storedSource, stored, SOURCE_SENTENCE);
    const process = await projectProcess(siteOf(call), source.project);
    const field = processEstimateField(process);
    // An inherited process keeps its estimate where each work item type says: writeEstimate reads it there.
    return { ok: true, label: field ? (FIELD_NAMES.get(field) ?? field) : sayRefusal("target.azureTypeField") };
  },

  async writeEstimate(call: TrackerCall, stored: Readonly<Record<string, unknown>>, story: { key: string }, estimate: EstimateToWrite) {
    const source = parse(storedSource, stored, SOURCE_SENTENCE);
    if (!/^\d{1,10}$/.test(story.key)) throw new AzureDevOpsError("invalid", sayRefusal("azureDevOps.notWorkItemKey", { key: story.key.slice(0, 40) }));
    // The card itself when it is a number; else the room's number for it (a mapped T-shirt size).
    const card = estimate.value !== null && !/^\d+(\.\d+)?$|^½$/.test(estimate.card.trim()) ? String(estimate.value) : estimate.card;
    await writeAzureEstimate(siteOf(call), { project: source.project, id: Number(story.key), card });
  },
} satisfies RoomTracker);
