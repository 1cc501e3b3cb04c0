// Jira Data Center as a room's tracker (issue 31, step 2): a room's source is a board or a project;
// an import reads by JQL, by a saved filter, or by the board's active sprint or backlog, through
// every page (importIssues.ts). An agreed estimate goes to the story-points field of the board (its
// estimation field first) or of the site (writeEstimate.ts). Every call uses the person's own connection to the site.
import { z } from "zod";
import type { EstimateToWrite, ImportedStory, RoomTracker, SourceChoice, TrackerCall, TrackerInput, WriteTarget } from "../../../server/features/trackers";
import { JIRA_DC_MAX_JQL_LENGTH, type JiraDcStory, browseUrl } from "../shared/jiraDc";
import { JiraDcError } from "./errors";
import { jiraDcRequest, type JiraDcSite } from "./http";
import { listBoards } from "./boards";
import { boardEstimateField, siteEstimateField } from "./estimateField";
import { importBoardBacklog, importBoardSprint, importByFilter, importByJql } from "./importIssues";
import { writeJiraDcEstimate } from "./writeEstimate";
import { sayRefusal } from "../../../shared/messageCodes";

const id = z.coerce.number().int().min(1).max(1_000_000_000);
const sourceInput = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("board"), board: id }),
  z.object({ kind: z.literal("project"), project: z.string().trim().toUpperCase().regex(/^[A-Z][A-Z0-9_]{0,254}$/) }),
]);
type JiraDcSource = z.infer<typeof sourceInput>;

const routeInput = z.discriminatedUnion("route", [
  z.object({ route: z.literal("jql"), jql: z.string().trim().min(1).max(JIRA_DC_MAX_JQL_LENGTH) }),
  z.object({ route: z.literal("filter"), filter: id }),
  z.object({ route: z.literal("sprint") }),
  z.object({ route: z.literal("backlog") }),
]);

const SOURCE_SENTENCE = sayRefusal("jiraDc.sourceHint");
const ROUTE_SENTENCE = sayRefusal("jiraDc.routeHint");

function parse<T>(schema: z.ZodType<T>, input: unknown, sentence: string): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new JiraDcError("invalid", sentence);
  return parsed.data;
}

function siteOf({ connection, config }: TrackerCall): JiraDcSite {
  if (connection.site === null) throw new Error("Jira Data Center connections always name their site");
  return { baseUrl: connection.site, token: connection.token, policy: { listedHosts: config.trackerHosts } };
}

const storyOf = (story: JiraDcStory): ImportedStory => story;

async function resolve(site: JiraDcSite, source: JiraDcSource) {
  if (source.kind === "board") {
    const board = await jiraDcRequest<{ name?: unknown }>(site, {
      method: "GET",
      path: `/rest/agile/1.0/board/${source.board}/configuration`,
      notFound: sayRefusal("jiraDc.noBoardAddress", { board: source.board }),
    });
    const name = typeof board?.name === "string" && board.name.trim() ? board.name.trim() : `Board ${source.board}`;
    return { source, label: `${name} (board ${source.board})`, url: `${site.baseUrl}/secure/RapidBoard.jspa?rapidView=${source.board}` };
  }
  // A search of one issue tells whether the project is there and the account may browse it.
  await jiraDcRequest(site, { method: "POST", path: "/rest/api/2/search", body: { jql: `project = "${source.project}"`, startAt: 0, maxResults: 1, fields: ["summary"] } });
  return { source, label: `Project ${source.project}`, url: browseUrl(site.baseUrl, source.project) };
}

export const jiraDcRoomTracker: RoomTracker = Object.freeze({
  async resolveSource(call: TrackerCall, input: TrackerInput) {
    return resolve(siteOf(call), parse(sourceInput, input, SOURCE_SENTENCE));
  },

  async readStories(call: TrackerCall, stored: Readonly<Record<string, unknown>>, input: TrackerInput) {
    const source = parse(sourceInput, stored, SOURCE_SENTENCE);
    const route = parse(routeInput, input, ROUTE_SENTENCE);
    const site = siteOf(call);
    switch (route.route) {
      case "jql":
        return (await importByJql(site, route.jql)).map(storyOf);
      case "filter":
        return (await importByFilter(site, route.filter)).map(storyOf);
      case "sprint":
      case "backlog":
        if (source.kind !== "board") throw new JiraDcError("invalid", sayRefusal("jiraDc.projectSource"));
        return (await (route.route === "sprint" ? importBoardSprint(site, source.board) : importBoardBacklog(site, source.board))).map(storyOf);
    }
  },

  async listSources(call: TrackerCall, kind: string): Promise<SourceChoice[]> {
    if (kind !== "board") return [];
    return (await listBoards(siteOf(call))).map((board) => ({ value: String(board.id), label: `${board.name} (board ${board.id})` }));
  },

  async writeTarget(call: TrackerCall, stored: Readonly<Record<string, unknown>>): Promise<WriteTarget> {
    const source = parse(sourceInput, stored, SOURCE_SENTENCE);
    const site = siteOf(call);
    // Asked each time: field ids differ between sites, and a board's estimation can change.
    if (source.kind === "board") {
      const field = await boardEstimateField(site, source.board);
      return { ok: true, label: field.source === "board" ? `"${field.name}", board ${source.board}'s estimation field` : `"${field.name}"` };
    }
    return { ok: true, label: `"${(await siteEstimateField(site)).name}"` };
  },

  async writeEstimate(call: TrackerCall, stored: Readonly<Record<string, unknown>>, story: { key: string }, estimate: EstimateToWrite): Promise<void> {
    const source = parse(sourceInput, stored, SOURCE_SENTENCE);
    if (estimate.value === null) throw new JiraDcError("invalid", sayRefusal("jiraDc.cardNotNumber", { card: estimate.card }));
    await writeJiraDcEstimate(siteOf(call), { key: story.key, value: estimate.value, boardId: source.kind === "board" ? source.board : undefined });
  },
} satisfies RoomTracker);
