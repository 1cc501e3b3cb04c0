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
  repository: ["octo-org/app"],
  milestone: ["Sprint 12"],
  key: ["octo-org/app#12", "ABC-12"],
  number: [3],
  owner: ["octo-org"],
  name: ["Points"],
  names: ["none", '"Size", "Effort"'],
  card: ["XL"],
  cards: ["1, 2, 3, 5, 8"],
  label: ["estimate: 5"],
  project: ["my-group/my-project"],
  iid: [12],
  max: [10],
  type: ["User Story"],
  process: ["none", "Agile"],
  query: ["Shared Queries/Sprint"],
  team: ["Platform"],
  id: [42],
  filter: [10001],
  board: [7],
  sprint: [55],
  field: ["Story Points"],
  scale: ["fibonacci-plus"],
  view: ["5f2c", 3],
  reasons: ["none", "Field 'customfield_10016' cannot be set. It is not on the appropriate screen, or unknown."],
  screen: ["no", "yes"],
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
