// GET /metrics: only with METRICS_TOKEN, only for its bearer, Prometheus text that a parser
// reads, and counters that move when someone votes over the sync socket.
import parsePrometheusTextFormat, { type PrometheusFamily } from "parse-prometheus-text-format";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeJira } from "../../plugins/jira/test/fakeJira";
import { fakeJiraConfig } from "../../plugins/jira/test/fakeJiraData";
import { JiraApi } from "../../plugins/jira/test/jiraApi";
import { RawSyncClient } from "../../../tests/support/rawSyncClient";
import { RoomsApi } from "../../../tests/support/roomsApi";
import { startTestServer, testEngine, type TestServer } from "../../../tests/support/testServer";
import { api, as } from "../../../tests/support/typedCalls";
import { signUpUser } from "../../../tests/support/users";
import { MAX_WS_MESSAGES_PER_SECOND } from "../../shared/constants";
import type { ResultOf } from "../../shared/functionReference";
import type { MutationResponseMessage } from "../../shared/protocol";

const TOKEN = "metrics-token-for-tests-0123456789";
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => server?.close());

interface Scrape {
  families: Map<string, PrometheusFamily>;
  /** Sample lines by series: `name{label="value",...}` as written, to the number. */
  samples: Map<string, number>;
}

async function scrape(from: TestServer = server): Promise<Scrape> {
  const response = await fetch(`${from.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/plain; version=0.0.4");
  const text = await response.text();
  // Every sample line in the exposition format: name, optional labels, a number. NaN is any case
  // (Prometheus parses it so): the event-loop lag reads "Nan" until its first sample.
  const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})?) (-?[0-9.e+-]+|[Nn][Aa][Nn]|[+-]Inf)$/;
  const lines = text.split("\n").filter((line) => line !== "" && !line.startsWith("#"));
  expect(lines.filter((line) => !sample.test(line))).toEqual([]);
  const samples = new Map(lines.map((line) => sample.exec(line)!).map((m) => [m[1]!, Number(m[2])] as const));
  return { families: new Map(parsePrometheusTextFormat(text).map((family) => [family.name, family])), samples };
}

/** The sample whose series has this name and (at least) these labels; 0 when there is none yet. */
function value({ samples }: Scrape, name: string, labels: Record<string, string> = {}): number {
  for (const [series, v] of samples) {
    const [seriesName, labelText = ""] = series.split("{");
    if (seriesName === name && Object.entries(labels).every(([k, l]) => labelText.includes(`${k}="${l}"`))) return v;
  }
  return 0;
}

describe(`metrics on ${testEngine()}`, () => {
  it("is served only to the bearer of METRICS_TOKEN, and not at all without one", async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${server.url}/metrics`, { headers: { Authorization: "Bearer wrong-token-wrong-token-01" } })).status).toBe(401);
    const plain = await startTestServer();
    try {
      expect((await fetch(`${plain.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it("names no gauge or histogram *_total, as promtool checks", async () => {
    const { families } = await scrape();
    expect(families.has("planning_poker_nodejs_active_handles")).toBe(true);
    const misnamed = [...families.values()].filter((f) => f.type !== "COUNTER" && f.name.endsWith("_total")).map((f) => f.name);
    expect(misnamed).toEqual([]);
  });

  it("parses as Prometheus text and its counters move with a vote", async () => {
    const user = await signUpUser(server, "Mia Metrics");
    const { roomId, participantId } = await new RoomsApi(server, user).createAndEnter();
    const client = await RawSyncClient.connect(server.wsUrl, { token: user.token });
    try {
      client.send({ type: "ModifyQuerySet", add: [{ queryId: 1, path: api.rooms.getRoomData.path, args: { roomId } }], remove: [] });
      await client.valueMatching<ResultOf<typeof api.rooms.getRoomData> | undefined>(1, (room) => room !== undefined && room !== null);

      const before = await scrape();
      for (const name of [
        "planning_poker_websocket_connections",
        "planning_poker_live_queries",
        "planning_poker_function_calls_total",
        "planning_poker_mutation_duration_seconds",
        "planning_poker_flush_fanout_sockets",
        "planning_poker_db_statements_total",
        "planning_poker_db_errors_total",
        "planning_poker_nodejs_eventloop_lag_p99_seconds",
      ]) {
        expect(before.families.has(name), name).toBe(true);
      }
      expect(value(before, "planning_poker_websocket_connections")).toBeGreaterThanOrEqual(1);
      expect(value(before, "planning_poker_live_queries")).toBeGreaterThanOrEqual(1);

      client.send({ type: "Mutation", requestId: 1, path: "voting.submitVote", args: { roomId, participantId, value: "5" } });
      const answer = await client.next<MutationResponseMessage>((m) => m.type === "MutationResponse" && m.requestId === 1);
      expect(answer.success).toBe(true);
      const after = await scrape();

      const vote = { kind: "mutation", path: "voting.submitVote", outcome: "ok" };
      expect(value(after, "planning_poker_function_calls_total", vote)).toBe(value(before, "planning_poker_function_calls_total", vote) + 1);
      const latency = { path: "voting.submitVote" };
      expect(value(after, "planning_poker_mutation_duration_seconds_count", latency)).toBe(value(before, "planning_poker_mutation_duration_seconds_count", latency) + 1);
      expect(value(after, "planning_poker_db_statements_total")).toBeGreaterThan(value(before, "planning_poker_db_statements_total"));
      // The vote's flush sent the watching socket a transition.
      expect(value(after, "planning_poker_flush_fanout_sockets_count")).toBeGreaterThan(value(before, "planning_poker_flush_fanout_sockets_count"));
    } finally {
      await client.close();
    }
  });

  it("paces a socket over its message rate only with RATE_LIMITS on (off lifts it, as the README says)", async () => {
    /** A burst of more messages than a socket may send in the rate window, then the query that says they were all handled. */
    const burst = async (target: TestServer) => {
      const before = value(await scrape(target), "planning_poker_rate_limit_refusals_total", { limit: "socket" });
      const client = await RawSyncClient.connect(target.wsUrl);
      try {
        for (let i = 0; i < MAX_WS_MESSAGES_PER_SECOND * 6; i++) client.send({ type: "Acknowledge", lowestUnanswered: 1 });
        client.send({ type: "ModifyQuerySet", add: [{ queryId: 1, path: "users.current", args: {} }], remove: [] });
        await client.valueMatching(1, (v) => v === null, 20_000);
      } finally {
        await client.close();
      }
      return value(await scrape(target), "planning_poker_rate_limit_refusals_total", { limit: "socket" }) - before;
    };
    expect(await burst(server)).toBe(0);
    const limited = await startTestServer({ env: { METRICS_TOKEN: TOKEN, RATE_LIMITS: "on" } });
    try {
      expect(await burst(limited)).toBe(1);
    } finally {
      await limited.close();
    }
  }, 40_000);

  it("counts calls refused by a rate limit", async () => {
    const limited = await startTestServer({ env: { METRICS_TOKEN: TOKEN, RATE_LIMITS: "on" } });
    try {
      const user = await signUpUser(limited, "Rita Limits");
      const before = value(await scrape(limited), "planning_poker_rate_limit_refusals_total", { limit: "function" });
      let refused = false;
      for (let i = 0; i < 200 && !refused; i++) {
        const body = await as(limited, user).answer(api.rooms.getRoomByCode, { code: "NOPE42" });
        refused = body.status === "error";
      }
      expect(refused).toBe(true);
      expect(value(await scrape(limited), "planning_poker_rate_limit_refusals_total", { limit: "function" })).toBe(before + 1);
    } finally {
      await limited.close();
    }
  });

  it("counts every request to JIRA with its duration", async () => {
    const fake = await startFakeJira();
    const withJira = await startTestServer({ env: { METRICS_TOKEN: TOKEN, JIRA_BASE_URL: fake.baseUrlTemplate } });
    try {
      const ann = new JiraApi(withJira, await signUpUser(withJira, "Ann Jira"));
      expect((await ann.call(api.jira.testJiraConnection, { config: fakeJiraConfig("acme", "POKER") })).success).toBe(true);
      const requests = fake.received.requests.length;
      expect(requests).toBeGreaterThan(0);
      const figures = await scrape(withJira);
      expect(value(figures, "planning_poker_jira_requests_total", { outcome: "2xx" })).toBe(requests);
      expect(value(figures, "planning_poker_jira_request_duration_seconds_count")).toBe(requests);
    } finally {
      await withJira.close();
      await fake.close();
    }
  });
});
