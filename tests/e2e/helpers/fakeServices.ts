// The fake GitHub and the SMTP test mailbox the e2e server started (tests/e2e/server.ts): a browser
// test picks its own GitHub user (a cookie the fake reads, as GitHub knows who is signed in) and
// reads the mail the app sent.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { BrowserContext } from "@playwright/test";
import type { FakeGithubEmail } from "../../support/fakeGithub";
import type { ReceivedMail } from "../../support/testMailbox";

interface ServicesInfo {
  githubUrl: string;
  mailboxUrl: string;
  /** The fake Jira Data Center site's address (listed in TRACKER_HOSTS). */
  jiraDcBaseUrl: string;
  /** The e2e server's clock control (tests/e2e/server.ts). */
  clockUrl: string;
  /** The fake Linear's GraphQL endpoint, the fake GitLab's site and the fake Azure DevOps organization (issue 32). */
  linearUrl: string;
  gitlabUrl: string;
  azureDevOpsUrl: string;
  /** What the tracker fakes hold now (tests/e2e/server.ts). */
  trackerStateUrl: string;
}

/** Named by the e2e port, so two runs side by side never read each other's fakes. */
export function fakeServicesInfoFile(port: number): string {
  return resolve(".tmp/e2e", `fake-services-${port}.json`);
}

function info(): ServicesInfo {
  return JSON.parse(readFileSync(fakeServicesInfoFile(Number(process.env.E2E_PORT ?? 4173)), "utf8")) as ServicesInfo;
}

let nextId = 0;

/** A new person on the fake GitHub, signed in to GitHub in `context` (the next authorize is theirs). */
export async function githubUserInBrowser(context: BrowserContext, emails: FakeGithubEmail[], name = "Octo Owner"): Promise<{ login: string }> {
  nextId++;
  const login = `gh-${Date.now().toString(36)}-${process.pid}-${nextId}`;
  const id = 2_000_000 + ((Date.now() + nextId * 7919 + process.pid) % 900_000_000);
  const { githubUrl } = info();
  const response = await fetch(`${githubUrl}/__users`, { method: "POST", body: JSON.stringify({ id, login, name, emails }) });
  if (!response.ok) throw new Error(`the fake GitHub refused the user: ${response.status}`);
  await context.addCookies([{ name: "fake_github_login", value: login, url: githubUrl }]);
  return { login };
}

/** The newest mail to `address`, waiting for it (bounded). */
export async function mailTo(address: string, { after = 0, timeoutMs = 10_000 } = {}): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const all = (await (await fetch(info().mailboxUrl)).json()) as ReceivedMail[];
    const found = all.slice(after).findLast((m) => m.to.includes(address.toLowerCase()));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Every mail to `address` since the mailbox held `after` (no waiting: for what must not have arrived, or how many did). */
export async function mailsTo(address: string, after: number): Promise<ReceivedMail[]> {
  const all = (await (await fetch(info().mailboxUrl)).json()) as ReceivedMail[];
  return all.slice(after).filter((m) => m.to.includes(address.toLowerCase()));
}

/** How many mails the mailbox holds: pass it as `after` to wait for a newer one. */
export async function mailCount(): Promise<number> {
  return ((await (await fetch(info().mailboxUrl)).json()) as ReceivedMail[]).length;
}

/** The fake Jira Data Center site a person connects to. */
export function fakeJiraDcSite(): string {
  return info().jiraDcBaseUrl;
}

/**
 * Moves the server's clock to `at` for one room: its async reminders due by then are mailed and its
 * deadlines passed by then reveal, as the server's own looks would. What they did.
 */
export async function moveServerClock(roomId: string, at: number): Promise<{ reminded: number; revealed: number }> {
  const response = await fetch(info().clockUrl, { method: "POST", body: JSON.stringify({ roomId, at }) });
  if (!response.ok) throw new Error(`the e2e server's clock refused: ${response.status} ${await response.text()}`);
  return (await response.json()) as { reminded: number; revealed: number };
}

/** The fake Linear, GitLab and Azure DevOps, to read back what the app wrote through their own APIs. */
export function fakeTrackerUrls(): { linear: string; gitlab: string; azureDevOps: string } {
  const { linearUrl, gitlabUrl, azureDevOpsUrl } = info();
  return { linear: linearUrl, gitlab: gitlabUrl, azureDevOps: azureDevOpsUrl };
}

/** The number a GitHub project item's field holds now on the fake (undefined when unset). */
export async function githubProjectValue(projectId: string, issueKey: string, fieldId: string): Promise<number | string | null> {
  const query = new URLSearchParams({ project: projectId, issue: issueKey, field: fieldId });
  return (await (await fetch(`${info().trackerStateUrl}/github/project-value?${query}`)).json()) as number | string | null;
}

/** A Jira Data Center issue's custom fields (story points) as the fake holds them now. */
export async function jiraDcIssueFields(key: string): Promise<Record<string, number | null>> {
  const issue = (await (await fetch(`${info().trackerStateUrl}/jira-dc/issue/${encodeURIComponent(key)}`)).json()) as { custom: Record<string, number | null> } | null;
  if (!issue) throw new Error(`the fake Jira Data Center has no issue ${key}`);
  return issue.custom;
}
