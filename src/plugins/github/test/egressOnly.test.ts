// Every outgoing call of the tracker clients goes through src/server/egress (TRACKER_HOSTS, no
// internal addresses, pinned DNS, no redirects elsewhere, 10 s / 10 MB): no client file may reach
// the network another way. Checks every tracker client.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const plugins = fileURLToPath(new URL("../..", import.meta.url));
const OTHER_WAYS_OUT = [/\bfetch\s*\(/, /from\s+"node:(http|https|net|tls|dns)"/, /require\(\s*"(node:)?(http|https|net|tls)"/, /\bXMLHttpRequest\b/, /\bWebSocket\b/];

function clientFiles(plugin: string): string[] {
  const folder = join(plugins, plugin, "server");
  return readdirSync(folder).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts")).map((name) => join(folder, name));
}

describe("tracker clients reach the network only through the egress guard", () => {
  it.each(["github", "jira-dc", "linear", "gitlab", "azure-devops"])("%s", (plugin) => {
    const files = clientFiles(plugin);
    expect(files.length).toBeGreaterThan(3);
    const offenders = files.filter((file) => OTHER_WAYS_OUT.some((pattern) => pattern.test(readFileSync(file, "utf8"))));
    expect(offenders).toEqual([]);
    expect(files.some((file) => /from "\.\.\/\.\.\/\.\.\/server\/egress\/(egressRequest|retryingRequest)"/.test(readFileSync(file, "utf8")))).toBe(true);
  });
});
