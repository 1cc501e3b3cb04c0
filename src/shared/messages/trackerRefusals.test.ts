// Every tracker refusal reads back as its own code and parameters (the browser says it by them),
// with and without the tracker's quoted words, and with an egress sentence inside.
import { describe, expect, it } from "vitest";
import { formatIcu, parseIcu, type IcuPart } from "../icu";
import { messageRefOf, sayRefusal } from "../messageCodes";
import { TRACKER_REFUSAL_TEMPLATES, type TrackerRefusalCode } from "./trackerRefusals";

const SAMPLES: Readonly<Record<string, readonly (string | number)[]>> = {
  tracker: ["GitHub", "Azure DevOps"],
  host: ["jira.example.com"],
  status: [403, 502],
  minutes: [1, 5],
  says: ["", sayRefusal("tracker.says", { tracker: "GitHub", text: "Resource protected by SAML." })],
  error: [sayRefusal("egress.dns", { host: "gitlab.example.com" })],
  text: ["Not Found."],
  address: ["10.0.0.5"],
  range: ["private"],
  protocol: ["ftp:"],
  megabytes: [10],
  seconds: [10],
  reason: ["ECONNREFUSED"],
  other: ["evil.example.net"],
  scopes: ["repo or read:project"],
  page: ["https://github.com/settings/tokens"],
  setting: ["GITHUB_API_URL"],
};

function argsOf(parts: readonly IcuPart[], found = new Set<string>()): Set<string> {
  for (const part of parts) {
    if (typeof part === "string" || "pound" in part) continue;
    found.add(part.arg);
    if ("options" in part) for (const branch of Object.values(part.options)) argsOf(branch, found);
  }
  return found;
}

describe("the trackers' refusals", () => {
  for (const [code, template] of Object.entries(TRACKER_REFUSAL_TEMPLATES) as [TrackerRefusalCode, string][]) {
    it(`${code} reads back as itself`, () => {
      const names = [...argsOf(parseIcu(template))];
      for (const name of names) expect(SAMPLES[name], `a sample for {${name}}`).toBeDefined();
      const runs = Math.max(1, ...names.map((name) => SAMPLES[name]!.length));
      for (let run = 0; run < runs; run++) {
        const params = Object.fromEntries(names.map((name) => [name, SAMPLES[name]![run % SAMPLES[name]!.length]!]));
        const said = sayRefusal(code, params);
        expect(said).toBe(formatIcu(template, params));
        expect(messageRefOf(said)?.code, said).toBe(code);
      }
    });
  }
});
