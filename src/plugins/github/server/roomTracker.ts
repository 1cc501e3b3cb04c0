// GitHub as a room's tracker (issue 31, step 2): a room's source is a repository or a Projects (v2)
// project; an import reads a repository's issues by milestone, labels and state, a search, or a
// project's items by iteration or saved view. Pull requests are never stories (importIssues.ts,
// projects.ts). An agreed estimate goes to the project's number field the manager picked (the
// "Estimate" or "Story Points" field by default), or for a repository to a label such as
// "estimate: 5" (labels.ts). Every call uses the person's own connection, through the egress guard.
import { z } from "zod";
import type { EstimateToWrite, ImportedStory, RoomTracker, TrackerCall, TrackerInput, WriteTarget } from "../../../server/features/trackers";
import { DEFAULT_ESTIMATE_LABEL_PREFIX, GITHUB_MAX_LOGIN_LENGTH, GITHUB_MAX_REPO_LENGTH, type TrackerStory, estimateLabel, parseIssueKey } from "../shared/github";
import { GitHubError } from "./errors";
import { GITHUB_KNOWN_HOSTS, type GitHubSite, githubRest } from "./http";
import { importRepositoryIssues, importSearchIssues } from "./importIssues";
import { importProjectView } from "./projectViews";
import { writeLabelEstimate } from "./labels";
import { type NumberField, type ProjectPlace, type ProjectRef, importProjectIssues, listProjectNumberFields, pickEstimateField, writeProjectEstimate } from "./projects";
import { sayRefusal } from "../../../shared/messageCodes";
import { labelList } from "../../../shared/trackerLabels";

const login = z.string().trim().min(1).max(GITHUB_MAX_LOGIN_LENGTH).regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]*)$/);
const repository = z
  .string()
  .trim()
  .regex(new RegExp(`^[A-Za-z0-9][A-Za-z0-9-]{0,${GITHUB_MAX_LOGIN_LENGTH - 1}}/[A-Za-z0-9._-]{1,${GITHUB_MAX_REPO_LENGTH}}$`));

/** GitHub's labels are at most 50 characters: the prefix leaves room for the number. */
const LABEL_PREFIX_MAX = 30;
const optionalSetting = (schema: z.ZodString) => z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

const sourceInput = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("repository"),
    repository,
    /** The estimate label's start ("estimate: " unless the room names another): the label is the prefix and the number. */
    labelPrefix: optionalSetting(z.string().min(1).max(LABEL_PREFIX_MAX).regex(/^\S[^,]*$/)),
    /** A project of the repository's owner that estimates go to (its number field) instead of a label. */
    projectNumber: z.preprocess((value) => (value === "" ? undefined : value), z.coerce.number().int().min(1).max(1_000_000).optional()),
    /** Found when the source is chosen: whether that owner is an organisation or a user. */
    projectOwnerType: z.enum(["organization", "user"]).optional(),
    estimateFieldId: optionalSetting(z.string().trim().min(1).max(100)),
    estimateFieldName: optionalSetting(z.string().max(255)),
  }),
  z.object({
    kind: z.literal("project"),
    owner: login,
    ownerType: z.enum(["organization", "user"]),
    number: z.coerce.number().int().min(1).max(1_000_000),
    /** The number field estimates go to, as the manager picked it; "Estimate" / "Story Points" when absent. */
    estimateFieldId: optionalSetting(z.string().trim().min(1).max(100)),
    estimateFieldName: optionalSetting(z.string().max(255)),
  }),
]);
type GitHubSource = z.infer<typeof sourceInput>;

const optionalText = (max: number) => z.string().trim().max(max).optional();
const routeInput = z.discriminatedUnion("route", [
  z.object({
    route: z.literal("repository"),
    milestone: optionalText(255),
    /** Comma-separated, or a list: every label must be on the issue. */
    labels: z.union([z.string().max(1000), z.array(z.string().max(200)).max(20)]).optional(),
    state: z.enum(["open", "closed", "all"]).optional(),
  }),
  z.object({ route: z.literal("search"), query: z.string().trim().min(1).max(1000) }),
  z.object({ route: z.literal("project"), iteration: optionalText(255) }),
  z.object({ route: z.literal("view"), view: z.coerce.number().int().min(1).max(100_000) }),
]);

const SOURCE_SENTENCE = sayRefusal("github.sourceHint", { max: LABEL_PREFIX_MAX });
const ROUTE_SENTENCE = sayRefusal("github.routeHint");

function parse<T>(schema: z.ZodType<T>, input: unknown, sentence: string): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new GitHubError("invalid", sentence);
  return parsed.data;
}

function siteOf({ connection, config }: TrackerCall): GitHubSite {
  return { apiUrl: config.githubApiUrl, token: connection.token, policy: { listedHosts: config.trackerHosts, knownHosts: GITHUB_KNOWN_HOSTS } };
}

/** github.com for api.github.com, the Enterprise host for its /api/v3; none for another API root (a test server). */
function webRoot(apiUrl: string): string | null {
  const url = new URL(apiUrl);
  if (url.hostname === "api.github.com") return "https://github.com";
  return /\/api\/v3\/?$/.test(url.pathname) ? url.origin : null;
}

const storyOf = (story: TrackerStory): ImportedStory => ({ ...story, descriptionFormat: "markdown" });

/** A search limited to the source's repository or the project's owner unless it names one itself. */
function scopedQuery(source: GitHubSource, query: string): string {
  if (/\b(repo|org|user):\S/i.test(query)) return query;
  return source.kind === "repository" ? `repo:${source.repository} ${query}` : `${source.ownerType === "user" ? "user" : "org"}:${source.owner} ${query}`;
}

export const githubRoomTracker: RoomTracker = Object.freeze({
  async resolveSource(call: TrackerCall, input: TrackerInput) {
    const source = parse(sourceInput, input, SOURCE_SENTENCE);
    const site = siteOf(call);
    const web = webRoot(site.apiUrl);
    if (source.kind === "repository") {
      const [owner, repo] = source.repository.split("/") as [string, string];
      // One issue is enough to know the repository is there, the token sees it and its issues are on.
      await githubRest(site, {
        method: "GET",
        path: `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/issues`,
        query: { per_page: 1 },
        notFound: sayRefusal("github.noRepository", { repository: source.repository }),
        gone: sayRefusal("github.issuesOff", { repository: source.repository }),
      });
      if (source.projectNumber === undefined) return { source: { ...source, projectOwnerType: undefined, estimateFieldId: undefined, estimateFieldName: undefined }, label: source.repository, url: web && `${web}/${source.repository}` };
      // The project belongs to the repository's owner: an organisation, else a user.
      const ref = await ownersProject(site, owner, source.projectNumber);
      const field = await chosenField(site, ref, source);
      return { source: { ...source, projectOwnerType: ref.ownerType, estimateFieldId: field?.id, estimateFieldName: field?.name }, label: source.repository, url: web && `${web}/${source.repository}` };
    }
    const field = await chosenField(site, source, source);
    const path = `${source.ownerType === "user" ? "users" : "orgs"}/${source.owner}/projects/${source.number}`;
    return {
      source: { ...source, estimateFieldId: field?.id, estimateFieldName: field?.name },
      label: `Project ${source.number} of ${source.owner}`,
      url: web && `${web}/${path}`,
    };
  },

  async readStories(call: TrackerCall, stored: Readonly<Record<string, unknown>>, input: TrackerInput) {
    const source = parse(sourceInput, stored, SOURCE_SENTENCE);
    const route = parse(routeInput, input, ROUTE_SENTENCE);
    const site = siteOf(call);
    if (route.route === "search") return (await importSearchIssues(site, scopedQuery(source, route.query))).map(storyOf);
    if (source.kind === "repository") {
      if (route.route !== "repository") throw new GitHubError("invalid", sayRefusal("github.repositorySource"));
      const [owner, repo] = source.repository.split("/") as [string, string];
      return (await importRepositoryIssues(site, { owner, repo, milestone: route.milestone || undefined, labels: labelList(route.labels), state: route.state ?? "open" })).map(storyOf);
    }
    if (route.route === "project") return (await importProjectIssues(site, { ...source, iteration: route.iteration || undefined })).map(storyOf);
    if (route.route === "view") return (await importProjectView(site, { ...source, view: route.view })).map(storyOf);
    throw new GitHubError("invalid", sayRefusal("github.projectSource"));
  },

  async writeTarget(call: TrackerCall, stored: Readonly<Record<string, unknown>>): Promise<WriteTarget> {
    const source = parse(sourceInput, stored, SOURCE_SENTENCE);
    const project = writeProject(source);
    if (!project) return { ok: true, label: sayRefusal("target.githubLabel", { label: estimateLabel(5, source.kind === "repository" ? (source.labelPrefix ?? DEFAULT_ESTIMATE_LABEL_PREFIX) : DEFAULT_ESTIMATE_LABEL_PREFIX) }) };
    // Asked each time: the field may have been renamed or removed in the project since it was picked.
    const fields = await listProjectNumberFields(siteOf(call), project);
    const field = pickEstimateField(fields, project.fieldId, project);
    return { ok: true, label: sayRefusal("target.githubField", { field: field.name, number: project.number, owner: project.owner }) };
  },

  async writeEstimate(call: TrackerCall, stored: Readonly<Record<string, unknown>>, story: { key: string }, estimate: EstimateToWrite): Promise<void> {
    const source = parse(sourceInput, stored, SOURCE_SENTENCE);
    const issue = parseIssueKey(story.key);
    if (!issue) throw new GitHubError("invalid", sayRefusal("github.notIssueKey", { key: story.key.slice(0, 60) }));
    // GitHub's number fields and labels take any number; a negative one is no estimate.
    if (estimate.value === null || !Number.isFinite(estimate.value) || estimate.value < 0) throw new GitHubError("invalid", sayRefusal("github.cardNotNumber", { card: estimate.card }));
    const site = siteOf(call);
    const project = writeProject(source);
    if (project) await writeProjectEstimate(site, { ...project, issue, value: estimate.value });
    else await writeLabelEstimate(site, { ...issue, value: estimate.value, prefix: source.kind === "repository" ? source.labelPrefix : undefined });
  },
} satisfies RoomTracker);

/** The project estimates go to: the project source itself, or a repository's chosen project; null for a label. */
function writeProject(source: GitHubSource): (ProjectRef & { fieldId?: string }) | null {
  if (source.kind === "project") return { owner: source.owner, ownerType: source.ownerType, number: source.number, fieldId: source.estimateFieldId };
  if (source.projectNumber === undefined || !source.projectOwnerType) return null;
  return { owner: source.repository.split("/")[0]!, ownerType: source.projectOwnerType, number: source.projectNumber, fieldId: source.estimateFieldId };
}

/** Project `number` of the repository's owner, an organisation's first, else a user's. */
async function ownersProject(site: GitHubSite, owner: string, number: number): Promise<ProjectRef> {
  const ref: ProjectRef = { owner, ownerType: "organization", number };
  try {
    await listProjectNumberFields(site, ref);
    return ref;
  } catch (error) {
    if (!(error instanceof GitHubError) || error.kind !== "not_found") throw error;
    return { ...ref, ownerType: "user" };
  }
}

/**
 * The number field estimates go to, as chosen: by its id, by its name (the source form asks for a
 * name; the sentence lists the project's number fields), else "Estimate" / "Story Points" when the
 * project has one (a project without a number field still imports: writeTarget says why it cannot write).
 */
async function chosenField(site: GitHubSite, ref: ProjectRef, chosen: { estimateFieldId?: string; estimateFieldName?: string }): Promise<NumberField | undefined> {
  const fields = await listProjectNumberFields(site, ref);
  if (chosen.estimateFieldId) return pickEstimateField(fields, chosen.estimateFieldId, ref);
  if (chosen.estimateFieldName) return fieldNamed(fields, chosen.estimateFieldName, ref);
  return defaultField(fields, ref);
}

/** The number field a manager named (the source form asks for its name); the sentence lists the project's number fields. */
function fieldNamed(fields: readonly { id: string; name: string }[], name: string, where: ProjectPlace): { id: string; name: string } {
  const found = fields.find((f) => f.name.trim().toLowerCase() === name.trim().toLowerCase());
  if (found) return found;
  const names = fields.map((f) => `"${f.name}"`).join(", ");
  // "none" says the project has no number field at all (a name list is never the bare word: names are quoted).
  throw new GitHubError("invalid", sayRefusal("github.noNamedField", { number: where.number, owner: where.owner, name: name.trim(), names: names || "none" }));
}

/** The project's "Estimate" or "Story Points" number field, or none. */
function defaultField(fields: readonly { id: string; name: string }[], where: ProjectPlace): { id: string; name: string } | undefined {
  try {
    return pickEstimateField(fields, undefined, where);
  } catch {
    return undefined;
  }
}
