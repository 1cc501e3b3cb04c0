// The fake JIRA the e2e server started (tests/e2e/server.ts): its URL, and what it received.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { FakeJira } from "../../../src/plugins/jira/test/fakeJira";

/** Named by the e2e port, so two runs side by side never read each other's fake. */
export function fakeJiraInfoFile(port: number): string {
  return resolve(".tmp/e2e", `fake-jira-${port}.json`);
}

export function fakeJiraUrl(): string {
  const port = Number(process.env.E2E_PORT ?? 4173);
  return (JSON.parse(readFileSync(fakeJiraInfoFile(port), "utf8")) as { url: string }).url;
}

export async function fakeJiraReceived(): Promise<FakeJira["received"]> {
  const response = await fetch(`${fakeJiraUrl()}/__received`);
  return (await response.json()) as FakeJira["received"];
}
