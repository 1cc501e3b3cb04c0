// The server the browser tests drive: the real app on a fresh SQLite database in a temp DATA_DIR,
// serving the built client (dist/client). Started by playwright.config.ts's webServer on E2E_PORT.
// The fake GitHub, fake JIRA and an SMTP test mailbox start here too and are passed in through the environment,
// and a clock control that exists only here (never in the app or its configuration).
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startApp, type RunningApp } from "../../src/server/app";
import { revealDueBatchesOnce, sendDueRemindersOnce } from "../../src/server/features/async";
import { loadConfig } from "../../src/server/config";
import { startFakeGithub } from "../support/fakeGithub";
import { startFakeJira } from "../../src/plugins/jira/test/fakeJira";
import { startFakeJiraDc } from "../../src/plugins/jira-dc/test/fakeJiraDc";
import { startFakeGitHub } from "../../src/plugins/github/test/fakeGitHub";
import { startFakeLinear } from "../../src/plugins/linear/test/fakeLinear";
import { startFakeGitLab } from "../../src/plugins/gitlab/test/fakeGitLab";
import { startFakeAzureDevOps } from "../../src/plugins/azure-devops/test/fakeAzureDevOps";
import { startTestMailbox } from "../support/testMailbox";
import { fakeJiraInfoFile } from "./helpers/fakeJira";
import { fakeServicesInfoFile } from "./helpers/fakeServices";

const port = Number(process.env.E2E_PORT ?? 4173);
const publicUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), "planning-poker-e2e-"));

// Only what the tests choose: a developer's DATABASE_URL or APP_SECRET must not leak in.
const { DATABASE_URL: _databaseUrl, APP_SECRET: _appSecret, ...inherited } = process.env;
const env: NodeJS.ProcessEnv = {
  ...inherited,
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  PUBLIC_URL: publicUrl,
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
  // Every spec signs up its own people from 127.0.0.1; the limits have their own integration tests.
  RATE_LIMITS: "off",
};

// The fake JIRA Cloud; tests find its URL (to read what it received) in a file named by the port.
const fakeJira = await startFakeJira();
env.JIRA_BASE_URL = fakeJira.baseUrlTemplate;
mkdirSync(resolve(fakeJiraInfoFile(port), ".."), { recursive: true });
writeFileSync(fakeJiraInfoFile(port), JSON.stringify({ url: fakeJira.url }));

// The fake GitHub: "Continue with GitHub" signs in its default user without any prompt.
const fakeGithub = await startFakeGithub();
Object.assign(env, fakeGithub.env);

// The fake GitHub as a tracker (REST + GraphQL, issue 31) is the API: it passes the sign-in fake's
// tokens on to it, so sign-in and imports share one GITHUB_API_URL as they do on github.com.
const trackerGithub = await startFakeGitHub({ signInTokensTo: fakeGithub.url });
env.GITHUB_API_URL = trackerGithub.url;

// The fake Jira Data Center: a self-hosted site, so the operator lists it in TRACKER_HOSTS (and the
// tracker GitHub fake, on a loopback address, too).
const fakeJiraDc = await startFakeJiraDc();
// Linear, GitLab and Azure DevOps (issue 32): each tracker's default address points at its fake.
const [fakeLinear, fakeGitLab, fakeAzure] = await Promise.all([startFakeLinear(), startFakeGitLab(), startFakeAzureDevOps()]);
env.LINEAR_API_URL = fakeLinear.url;
env.GITLAB_URL = fakeGitLab.baseUrl;
env.AZURE_DEVOPS_URL = fakeAzure.origin;
env.TRACKER_HOSTS = [fakeJiraDc, trackerGithub, fakeLinear, fakeGitLab, fakeAzure].map((fake) => `127.0.0.1:${fake.port}`).join(" ");

// A real SMTP server the app mails through; tests read what arrived over HTTP.
const mailbox = await startTestMailbox();
env.SMTP_URL = mailbox.smtpUrl;
env.MAIL_FROM = "Planning Poker <no-reply@example.com>";
// The server's clock, moved forward for one room (POST {"roomId", "at"}): its async reminders due by
// `at` go out and its deadlines passed by then reveal, through the looks the app's scheduler runs.
// One room's only: the browser tests run side by side on this one server, and another test's batch
// must not reveal before its people voted.
let app: RunningApp | null = null;
const clock = createServer((request, response) => {
  void moveClock(request).then(
    (moved) => response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(moved)),
    (error: unknown) => response.writeHead(500).end(String(error)),
  );
});
async function moveClock(request: IncomingMessage): Promise<{ reminded: number; revealed: number }> {
  let body = "";
  for await (const chunk of request) body += String(chunk);
  const { roomId, at } = JSON.parse(body) as { roomId: string; at: number };
  if (!app || typeof roomId !== "string" || typeof at !== "number") throw new Error("the clock takes {roomId, at} once the app runs");
  // A deadline passed first (as the sweep every 2 s would find it before the reminders' every 10 s): a revealed batch reminds nobody.
  const revealed = await revealDueBatchesOnce(app.services, at, roomId);
  return { revealed, reminded: await sendDueRemindersOnce(app.services, at, roomId) };
}
await new Promise<void>((done) => clock.listen(0, "127.0.0.1", done));
const clockUrl = `http://127.0.0.1:${(clock.address() as AddressInfo).port}`;

// What the tracker fakes hold now, for a test to read back what the app wrote (estimates written
// back, issue 31): GET /github/project-value?project=&issue=&field= and GET /jira-dc/issue/KEY.
const trackerState = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  const answer = (body: unknown) => response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body ?? null));
  if (url.pathname === "/github/project-value") return answer(trackerGithub.projectValue(url.searchParams.get("project") ?? "", url.searchParams.get("issue") ?? "", url.searchParams.get("field") ?? ""));
  if (url.pathname.startsWith("/jira-dc/issue/")) return answer(fakeJiraDc.issue(decodeURIComponent(url.pathname.slice("/jira-dc/issue/".length))));
  response.writeHead(404).end();
});
await new Promise<void>((done) => trackerState.listen(0, "127.0.0.1", done));
const trackerStateUrl = `http://127.0.0.1:${(trackerState.address() as AddressInfo).port}`;

writeFileSync(fakeServicesInfoFile(port), JSON.stringify({ githubUrl: fakeGithub.url, mailboxUrl: await mailbox.serveHttp(), jiraDcBaseUrl: fakeJiraDc.baseUrl, clockUrl, linearUrl: fakeLinear.url, gitlabUrl: fakeGitLab.baseUrl, azureDevOpsUrl: fakeAzure.organizationUrl, trackerStateUrl }));

// Sign-ups hash at the smallest cost here (a test server's option, never configuration).
app = await startApp(loadConfig(env), { webDir: resolve("dist/client"), passwordHashing: "quick" });
console.log(`e2e server listening on ${app.url} (data in ${dataDir})`);

let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  const force = setTimeout(() => {
    console.error(`e2e server: still closing 8 s after ${signal}; exiting`);
    process.exit(1);
  }, 8_000);
  force.unref();
  try {
    clock.close();
    await app?.close();
    await fakeJira.close();
    await fakeGithub.close();
    await fakeJiraDc.close();
    await trackerGithub.close();
    await Promise.all([fakeLinear.close(), fakeGitLab.close(), fakeAzure.close()]);
    await new Promise((done) => trackerState.close(done));
    await mailbox.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(fakeJiraInfoFile(port), { force: true });
    rmSync(fakeServicesInfoFile(port), { force: true });
  }
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
