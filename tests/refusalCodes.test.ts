// Every refusal the server sends has a code the browser can say in the person's language
// (src/shared/messageCodes.ts): a FunctionError says a sentence of the shared catalogue, never
// words of its own written at the throw; and so does a tracker's error (a TrackerError or an
// EgressError, in src/plugins and src/server/egress), whose sentence becomes the refusal.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "src");

/** The server's and the plugins' source files (tests and fakes aside). */
function serverSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "test" || name === "client" ? [] : serverSources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/** A FunctionError thrown with words written at the throw. */
const FUNCTION_ERROR_LITERAL = /new FunctionError\(\s*["'`]/;
/** A tracker's or the egress guard's error (not a plain Error: an operator's configuration mistake) with a sentence written at the throw, after its kind. */
const TRACKER_ERROR_LITERAL = /new (?!Error\()[A-Z]\w*Error\(\s*(?:"[^"]*"\s*,\s*)?(["'`])(?:(?!\1)[\s\S])*\s(?:(?!\1)[\s\S])*\1/;

/**
 * The files whose trackers' sentences are not codes yet (the errors of the import routes, the
 * write-back and the source checks, and JIRA Cloud's client): the list only shrinks. Their
 * refusals reach the browser in English; errors.ts of every tracker and the egress guard are codes.
 */
const NOT_YET_CODES: readonly string[] = [
  "plugins/azure-devops/server/estimateField.ts",
  "plugins/azure-devops/server/importWorkItems.ts",
  "plugins/azure-devops/server/roomTracker.ts",
  "plugins/azure-devops/server/writeEstimate.ts",
  "plugins/github/server/importIssues.ts",
  "plugins/github/server/labels.ts",
  "plugins/github/server/projectViews.ts",
  "plugins/github/server/projects.ts",
  "plugins/github/server/roomTracker.ts",
  "plugins/gitlab/server/importIssues.ts",
  "plugins/gitlab/server/roomTracker.ts",
  "plugins/gitlab/server/writeWeight.ts",
  "plugins/jira-dc/server/estimateField.ts",
  "plugins/jira-dc/server/importIssues.ts",
  "plugins/jira-dc/server/roomTracker.ts",
  "plugins/jira-dc/server/writeEstimate.ts",
  "plugins/jira/server/rest/connection.ts",
  "plugins/jira/server/rest/errors.ts",
  "plugins/jira/server/rest/jqlSearch.ts",
  "plugins/jira/server/rest/sprintImport.ts",
  "plugins/jira/server/rest/storyPoints.ts",
  "plugins/jira/server/rest/storyPointsField.ts",
  "plugins/linear/server/importIssues.ts",
  "plugins/linear/server/teams.ts",
  "plugins/linear/server/writeEstimate.ts",
];

const relative = (file: string) => file.slice(ROOT.length + 1).split("\\").join("/");

describe("the server's refusals", () => {
  it("come from the shared catalogue: no FunctionError is thrown with a sentence written at the throw", () => {
    const files = [...serverSources(join(ROOT, "server")), ...serverSources(join(ROOT, "plugins"))];
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((file) => FUNCTION_ERROR_LITERAL.test(readFileSync(file, "utf8")))).toEqual([]);
  });

  it("from the trackers and the egress guard are codes too: no sentence written at the throw of their errors", () => {
    const files = [...serverSources(join(ROOT, "plugins")), ...serverSources(join(ROOT, "server", "egress"))];
    const written = files.filter((file) => TRACKER_ERROR_LITERAL.test(readFileSync(file, "utf8"))).map(relative).sort();
    expect(written).toEqual([...NOT_YET_CODES].sort());
  });

  it("are caught when written at the throw (the rules above, on planted violations)", () => {
    expect(FUNCTION_ERROR_LITERAL.test('throw new FunctionError("Something went wrong here");')).toBe(true);
    expect(FUNCTION_ERROR_LITERAL.test("throw new FunctionError(MESSAGES.rooms.roomGone);")).toBe(false);
    expect(TRACKER_ERROR_LITERAL.test('return new GitHubError("not_found", "GitHub could not find it.", 404);')).toBe(true);
    expect(TRACKER_ERROR_LITERAL.test("return new LinearError(\"invalid\", `Linear refused ${what}.`);")).toBe(true);
    expect(TRACKER_ERROR_LITERAL.test('throw new EgressError("dns", `${host} could not be found (DNS).`);')).toBe(true);
    expect(TRACKER_ERROR_LITERAL.test('return new GitHubError("unauthorized", sayRefusal("github.badToken", { page }), 401);')).toBe(false);
    expect(TRACKER_ERROR_LITERAL.test('throw new Error(`TRACKER_HOSTS entry "${entry}" is not a host`);')).toBe(false);
  });
});
