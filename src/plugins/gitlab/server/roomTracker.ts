// GitLab as a room's tracker (issue 32): a room's source is a project (its path or number); an
// import reads its issues by milestone, iteration, labels and state through every page. The agreed
// card is written to the issue's weight, a whole number: on GitLab Free (no weights) and with a
// token without the api scope the write-back is off, and says why.
import { z } from "zod";
import type { EstimateToWrite, ImportedStory, RoomTracker, TrackerCall, TrackerInput, WriteTarget } from "../../../server/features/trackers";
import { GITLAB_MAX_LABELS, GITLAB_MAX_PROJECT_LENGTH, type GitLabStory, gitlabProjectRef } from "../shared/gitlab";
import { tokenScopes } from "./connection";
import { gitlabSite } from "./connector";
import { GitLabError, noWeights } from "./errors";
import type { GitLabSite } from "./http";
import { gitlabWeightsAvailable, importProjectIssues } from "./importIssues";
import { writeGitLabWeight } from "./writeWeight";
import { sayRefusal } from "../../../shared/messageCodes";
import { labelList } from "../../../shared/trackerLabels";

const project = z
  .string()
  .trim()
  .max(GITLAB_MAX_PROJECT_LENGTH)
  .refine((value) => gitlabProjectRef(value) !== null);
const sourceInput = z.object({ kind: z.literal("project"), project });

const optionalText = (max: number) => z.string().trim().max(max).optional();
const routeInput = z.object({
  route: z.literal("issues"),
  milestone: optionalText(255),
  iteration: optionalText(255),
  labels: z.union([z.string().max(1000), z.array(z.string().max(200)).max(GITLAB_MAX_LABELS)]).optional(),
  state: z.enum(["opened", "closed", "all"]).optional(),
});

const SOURCE_SENTENCE = sayRefusal("gitlab.sourceHint");
const ROUTE_SENTENCE = sayRefusal("gitlab.routeHint");

function parse<T>(schema: z.ZodType<T>, input: unknown, sentence: string): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new GitLabError("invalid", sentence);
  return parsed.data;
}

const siteOf = ({ connection, config }: TrackerCall): GitLabSite => gitlabSite(connection.site, connection.token, config);

const storyOf = (story: GitLabStory): ImportedStory => ({
  key: story.key,
  title: story.title,
  priority: story.priority,
  estimate: story.estimate,
  description: story.description,
  descriptionFormat: "markdown",
  url: story.url,
});

/** "group/project#12" as the project's path and the issue's number. */
function issueOf(key: string): { project: string; iid: number } {
  const match = /^(.+)#(\d+)$/.exec(key);
  if (!match || gitlabProjectRef(match[1]!) === null) throw new GitLabError("invalid", sayRefusal("gitlab.notIssueKey", { key: key.slice(0, 80) }));
  return { project: match[1]!, iid: Number(match[2]) };
}

export const gitlabRoomTracker: RoomTracker = Object.freeze({
  async resolveSource(call: TrackerCall, input: TrackerInput) {
    const source = parse(sourceInput, input, SOURCE_SENTENCE);
    const site = siteOf(call);
    // One issue is enough to know the project is there and the token sees its issues.
    await gitlabWeightsAvailable(site, source.project);
    const path = source.project.replace(/^\/+|\/+$/g, "");
    return { source: { kind: "project", project: path }, label: path, url: /^\d+$/.test(path) ? null : `${site.baseUrl}/${path}` };
  },

  async readStories(call: TrackerCall, stored: Readonly<Record<string, unknown>>, input: TrackerInput) {
    const source = parse(sourceInput, stored, SOURCE_SENTENCE);
    const route = parse(routeInput, input, ROUTE_SENTENCE);
    const { stories } = await importProjectIssues(siteOf(call), {
      project: source.project,
      milestone: route.milestone || undefined,
      iterationTitle: route.iteration || undefined,
      labels: labelList(route.labels),
      state: route.state ?? "opened",
    });
    return stories.map(storyOf);
  },

  async writeTarget(call: TrackerCall, stored: Readonly<Record<string, unknown>>): Promise<WriteTarget> {
    const source = parse(sourceInput, stored, SOURCE_SENTENCE);
    const site = siteOf(call);
    if ((await gitlabWeightsAvailable(site, source.project)) === false) return { ok: false, reason: noWeights(null).message };
    const scopes = await tokenScopes(site);
    if (scopes !== null && !scopes.includes("api")) {
      return { ok: false, reason: sayRefusal("gitlab.readApiOnly") };
    }
    return { ok: true, label: sayRefusal("target.issueWeight") };
  },

  async writeEstimate(call: TrackerCall, _source: Readonly<Record<string, unknown>>, story: { key: string }, estimate: EstimateToWrite) {
    const issue = issueOf(story.key);
    // The card itself when it is a number; else the room's number for it (a mapped T-shirt size).
    const card = estimate.value !== null && !/^\d+$/.test(estimate.card.trim()) ? String(estimate.value) : estimate.card;
    await writeGitLabWeight(siteOf(call), { ...issue, card });
  },
} satisfies RoomTracker);
