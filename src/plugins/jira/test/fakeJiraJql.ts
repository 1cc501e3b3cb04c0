// The slice of JQL the fake understands, with JIRA's answers for what it refuses (NOTES §1.3):
// `project = KEY`, `statusCategory (=|!=) X` joined by AND, and ORDER BY priority/key/rank/created.
import type { FakeIssue, FakeSite } from "./fakeJiraData";

export type JqlResult =
  | { ok: true; filter: (issue: FakeIssue) => boolean; compare: (a: FakeIssue, b: FakeIssue) => number }
  | { ok: false; errorMessages: string[] };

export const UNBOUNDED_JQL_MESSAGE = "Unbounded JQL queries are not allowed here. Please add a search restriction to your query.";

const STATUS_CATEGORY: Record<string, "new" | "indeterminate" | "done"> = {
  "to do": "new",
  new: "new",
  "in progress": "indeterminate",
  indeterminate: "indeterminate",
  done: "done",
  complete: "done",
};

export function statusCategoryOf(issue: FakeIssue): "new" | "indeterminate" | "done" {
  return STATUS_CATEGORY[issue.status.toLowerCase()]!;
}

/** Spec section 9's ranks: 1 is the most urgent; unknown names after known ones, none last. */
export function priorityRank(name: string | null): number {
  if (name === null) return 1000;
  const ranks: Record<string, number> = { highest: 1, blocker: 1, critical: 1, "1": 1, high: 2, major: 2, "2": 2, medium: 3, "3": 3, low: 4, minor: 4, "4": 4, lowest: 5, trivial: 5, "5": 5 };
  return ranks[name.toLowerCase()] ?? 999;
}

const unquote = (value: string) => value.replace(/^"(.*)"$/, "$1").trim();

/** `bounded`: the issues are bounded already (a sprint's), so JQL without a condition only orders them. */
export function parseJql(jql: string, site: FakeSite, { bounded = false }: { bounded?: boolean } = {}): JqlResult {
  const [where = "", order, ...extra] = jql.trim().split(/\s*\border\s+by\b\s*/i);
  if (extra.length > 0) return { ok: false, errorMessages: ["Error in the JQL Query: Expecting end of query but got 'ORDER BY'."] };
  if (where.trim() === "" && !bounded) return { ok: false, errorMessages: [UNBOUNDED_JQL_MESSAGE] };

  const filters: ((issue: FakeIssue) => boolean)[] = [];
  for (const clause of where.trim() === "" ? [] : where.split(/\s+and\s+/i)) {
    const match = /^([A-Za-z]+)\s*(=|!=)\s*("[^"]*"|[A-Za-z0-9_ ]+)$/.exec(clause.trim());
    if (!match) return { ok: false, errorMessages: [`Error in the JQL Query: Expecting operator but got '${clause.trim()}'.`] };
    const [, field = "", op, rawValue = ""] = match;
    const value = unquote(rawValue);
    const equal = op === "=";
    if (field.toLowerCase() === "project") {
      const project = site.projects.find((p) => p.key.toLowerCase() === value.toLowerCase());
      if (!project) return { ok: false, errorMessages: [`The value '${value}' does not exist for the field 'project'.`] };
      filters.push((issue) => (issue.projectKey === project.key) === equal);
    } else if (field.toLowerCase() === "statuscategory") {
      const category = STATUS_CATEGORY[value.toLowerCase()];
      if (!category) return { ok: false, errorMessages: [`The value '${value}' does not exist for the field 'statusCategory'.`] };
      filters.push((issue) => (statusCategoryOf(issue) === category) === equal);
    } else {
      return { ok: false, errorMessages: [`Field '${field}' does not exist or you do not have permission to view it.`] };
    }
  }

  const sorts: ((a: FakeIssue, b: FakeIssue) => number)[] = [];
  const terms = order ? order.split(",").map((t) => t.trim()) : [];
  if (terms.length > 7) return { ok: false, errorMessages: ["The ORDER BY clause can have at most 7 fields."] };
  for (const term of terms) {
    const match = /^(\w+)(?:\s+(asc|desc))?$/i.exec(term);
    const key = match?.[1]?.toLowerCase();
    const sortKey: ((issue: FakeIssue) => number) | undefined =
      key === "priority" ? (i) => -priorityRank(i.priority) : key === "key" ? (i) => Number(i.key.split("-")[1]) : key === "rank" || key === "created" ? (i) => Number(i.id) : undefined;
    if (!sortKey) return { ok: false, errorMessages: [`Not able to sort using field '${match?.[1] ?? term}'.`] };
    const direction = match?.[2]?.toLowerCase() === "desc" ? -1 : 1;
    sorts.push((a, b) => direction * (sortKey(a) - sortKey(b)));
  }
  sorts.push((a, b) => Number(a.id) - Number(b.id));
  return {
    ok: true,
    filter: (issue) => filters.every((f) => f(issue)),
    compare: (a, b) => sorts.reduce((result, sort) => result || sort(a, b), 0),
  };
}
