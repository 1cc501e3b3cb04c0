// Linear as a room's tracker (issue 32): a room's source is a team; an import reads the team's
// issues by cycle, project, labels and state, or a custom view, through every page. The agreed card
// is written to the issue's estimate only where its team's scale allows it (writeEstimate.ts).
import { z } from "zod";
import type { EstimateToWrite, ImportedStory, RoomTracker, TrackerCall, TrackerInput, WriteTarget } from "../../../server/features/trackers";
import { LINEAR_MAX_ID_LENGTH, LINEAR_MAX_LABELS, type LinearScale, type LinearStory, allowedLinearEstimates, linearEstimateCard } from "../shared/linear";
import { linearSite } from "./connector";
import { LinearError } from "./errors";
import type { LinearSite } from "./http";
import { importCustomView, importTeamIssues } from "./importIssues";
import { linearTeam } from "./teams";
import { writeLinearEstimate } from "./writeEstimate";
import { sayRefusal } from "../../../shared/messageCodes";
import { labelList } from "../../../shared/trackerLabels";

const identifier = z.string().trim().min(1).max(LINEAR_MAX_ID_LENGTH).regex(/^[A-Za-z0-9_-]+$/);
const sourceInput = z.object({ kind: z.literal("team"), team: identifier });
const storedSource = z.object({ kind: z.literal("team"), team: identifier, key: z.string().max(LINEAR_MAX_ID_LENGTH).optional() });

/** Linear's workflow state types a route keeps (NOTES 8.3). */
const STATES = Object.freeze({
  open: ["triage", "backlog", "unstarted", "started"],
  backlog: ["backlog"],
  unstarted: ["unstarted"],
  started: ["started"],
  all: ["triage", "backlog", "unstarted", "started", "completed", "canceled"],
} as const);

const routeInput = z.discriminatedUnion("route", [
  z.object({
    route: z.literal("issues"),
    cycle: z.enum(["active", "any"]).optional(),
    project: identifier.optional().or(z.literal("")),
    labels: z.union([z.string().max(1000), z.array(z.string().max(200)).max(LINEAR_MAX_LABELS)]).optional(),
    state: z.enum(["open", "backlog", "unstarted", "started", "all"]).optional(),
  }),
  z.object({ route: z.literal("view"), view: identifier }),
]);

const SOURCE_SENTENCE = sayRefusal("linear.sourceHint");
const ROUTE_SENTENCE = sayRefusal("linear.routeHint");

function parse<T>(schema: z.ZodType<T>, input: unknown, sentence: string): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new LinearError("invalid", sentence);
  return parsed.data;
}

const siteOf = ({ connection, config }: TrackerCall): LinearSite => linearSite(config.linearApiUrl, connection.token, config.trackerHosts);

const storyOf = (story: LinearStory): ImportedStory => ({
  key: story.key,
  title: story.title,
  priority: story.priority,
  estimate: story.estimate,
  description: story.description,
  descriptionFormat: "markdown",
  url: story.url,
});

const SCALE_NAMES: Readonly<Record<LinearScale["type"], string>> = Object.freeze({ notUsed: "", exponential: "exponential", fibonacci: "Fibonacci", linear: "linear", tShirt: "T-shirt" });

/** Where an estimate goes for a team, in words: "the Fibonacci estimate (1, 2, 3, 5, 8)". */
export function linearWriteTarget(name: string, scale: LinearScale): WriteTarget {
  const allowed = allowedLinearEstimates(scale);
  if (allowed.length === 0) return { ok: false, reason: sayRefusal("linear.noEstimates", { team: name }) };
  const cards = allowed.map((value) => linearEstimateCard(scale, value));
  const label = sayRefusal("target.linearEstimate", { scale: SCALE_NAMES[scale.type], cards: cards.join(", ") });
  return scale.type === "tShirt" ? { ok: true, label, cards } : { ok: true, label };
}

export const linearRoomTracker: RoomTracker = Object.freeze({
  async resolveSource(call: TrackerCall, input: TrackerInput) {
    const { team } = parse(sourceInput, input, SOURCE_SENTENCE);
    // A key is upper case in Linear; an id (UUID) is kept as typed.
    const found = await linearTeam(siteOf(call), team.includes("-") ? team : team.toUpperCase());
    return { source: { kind: "team", team: found.id, key: found.key }, label: `${found.name} (${found.key})`, url: null };
  },

  async readStories(call: TrackerCall, stored: Readonly<Record<string, unknown>>, input: TrackerInput) {
    const source = parse(storedSource, stored, SOURCE_SENTENCE);
    const route = parse(routeInput, input, ROUTE_SENTENCE);
    const site = siteOf(call);
    if (route.route === "view") return (await importCustomView(site, route.view)).map(storyOf);
    const stories = await importTeamIssues(site, {
      teamId: source.team,
      cycle: route.cycle === "active" ? "active" : undefined,
      projectId: route.project || undefined,
      labels: labelList(route.labels),
      stateTypes: STATES[route.state ?? "open"],
    });
    return stories.map(storyOf);
  },

  async writeTarget(call: TrackerCall, stored: Readonly<Record<string, unknown>>) {
    const source = parse(storedSource, stored, SOURCE_SENTENCE);
    const team = await linearTeam(siteOf(call), source.team);
    return linearWriteTarget(team.name, team.scale);
  },

  async writeEstimate(call: TrackerCall, _source: Readonly<Record<string, unknown>>, story: { key: string }, estimate: EstimateToWrite) {
    // The issue's own team decides the scale: a view may hold issues of other teams.
    await writeLinearEstimate(siteOf(call), { issue: story.key, card: estimate.card, value: estimate.value });
  },
} satisfies RoomTracker);
