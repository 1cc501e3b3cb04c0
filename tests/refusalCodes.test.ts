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
    expect(written).toEqual([]);
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
