// The app's Prometheus metrics: one registry per running app (several apps in one process, as in
// tests, never mix their figures), fed by the runtime's observer, the database's counters and
// the JIRA client; served at GET /metrics to a caller holding METRICS_TOKEN.
import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { isLimitMessage } from "../../shared/messages";
import type { FunctionKind } from "../../shared/protocol";
import { FunctionError, isRefusal, type RuntimeObserver } from "../live";

const PREFIX = "planning_poker_";
/** prom-client's default gauges named *_total, which promtool refuses (the labelled twins stay). */
const UNLINTABLE_DEFAULT_GAUGES = Object.freeze(["nodejs_active_handles_total", "nodejs_active_requests_total", "nodejs_active_resources_total"] as const);

/** What the metrics read when scraped rather than counting as things happen. */
export interface MetricSources {
  sockets(): number;
  liveQueries(): number;
  statements(): number;
  databaseErrors(): number;
}

export class AppMetrics implements RuntimeObserver {
  readonly registry = new Registry();
  private sources: MetricSources | null = null;
  private readonly functionCalls = new Counter({
    name: `${PREFIX}function_calls_total`,
    help: "Mutations and actions run, and queries that failed, by path and outcome (ok, refused: an answer for the person, failed: a bug or the database)",
    labelNames: ["kind", "path", "outcome"] as const,
    registers: [this.registry],
  });
  private readonly mutationSeconds = new Histogram({
    name: `${PREFIX}mutation_duration_seconds`,
    help: "Time from a mutation's start to its commit (or failure)",
    labelNames: ["path"] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });
  private readonly fanOut = new Histogram({
    name: `${PREFIX}flush_fanout_sockets`,
    help: "Sockets sent a transition by one flush of live queries",
    buckets: [0, 1, 2, 5, 10, 25, 50, 100, 250, 500, 1000, 2500],
    registers: [this.registry],
  });
  private readonly rateLimitRefusals = new Counter({
    name: `${PREFIX}rate_limit_refusals_total`,
    help: "Calls refused by a rate limit (function), HTTP requests answered 429 (http), sockets slowed for their message rate (socket)",
    labelNames: ["limit"] as const,
    registers: [this.registry],
  });
  private readonly jiraRequests = new Counter({
    name: `${PREFIX}jira_requests_total`,
    help: "HTTP requests to JIRA sites, by outcome (the status class, or error when no answer came)",
    labelNames: ["outcome"] as const,
    registers: [this.registry],
  });
  private readonly jiraSeconds = new Histogram({
    name: `${PREFIX}jira_request_duration_seconds`,
    help: "Time of one HTTP request to a JIRA site",
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  constructor(options: { processMetrics: boolean }) {
    this.gaugeFrom(`${PREFIX}websocket_connections`, "Open sync WebSockets", (s) => s.sockets());
    this.gaugeFrom(`${PREFIX}live_queries`, "Live query instances (one per query, arguments and user)", (s) => s.liveQueries());
    this.counterFrom(`${PREFIX}db_statements_total`, "SQL statements run", (s) => s.statements());
    this.counterFrom(`${PREFIX}db_errors_total`, "SQL statements that failed, and lost database connections", (s) => s.databaseErrors());
    // Event-loop delay, CPU, memory, GC: only when served, since it starts timers and observers.
    if (options.processMetrics) {
      collectDefaultMetrics({ register: this.registry, prefix: PREFIX });
      // promtool: only counters end in _total. These gauges repeat the sums of their labelled
      // twins (nodejs_active_handles{type} and the rest), so they go.
      for (const name of UNLINTABLE_DEFAULT_GAUGES) this.registry.removeSingleMetric(`${PREFIX}${name}`);
    }
  }

  /** Connects the figures read at scrape time, once the parts that hold them exist. */
  attach(sources: MetricSources): void {
    this.sources = sources;
  }

  functionDone(kind: FunctionKind, path: string, seconds: number, error: unknown): void {
    const outcome = error === null ? "ok" : isRefusal(error) ? "refused" : "failed";
    this.functionCalls.inc({ kind, path, outcome });
    if (kind === "mutation") this.mutationSeconds.observe({ path }, seconds);
    if (error instanceof FunctionError && isLimitMessage(error.message)) this.rateLimitRefusals.inc({ limit: "function" });
  }

  flushed(sockets: number): void {
    this.fanOut.observe(sockets);
  }

  httpRefused(): void {
    this.rateLimitRefusals.inc({ limit: "http" });
  }

  socketSlowed(): void {
    this.rateLimitRefusals.inc({ limit: "socket" });
  }

  /** One HTTP request to JIRA: its status, or null when none came (timeout, unreachable). */
  jiraRequest(status: number | null, seconds: number): void {
    this.jiraRequests.inc({ outcome: status === null ? "error" : `${Math.floor(status / 100)}xx` });
    this.jiraSeconds.observe(seconds);
  }

  /** A gauge read from its source at scrape time. */
  private gaugeFrom(name: string, help: string, read: (sources: MetricSources) => number): void {
    const gauge: Gauge = new Gauge({ name, help, registers: [this.registry], collect: () => gauge.set(this.sources ? read(this.sources) : 0) });
  }

  /** A counter that follows a running total kept elsewhere (the database's). */
  private counterFrom(name: string, help: string, read: (sources: MetricSources) => number): void {
    let seen = 0;
    const counter: Counter = new Counter({
      name,
      help,
      registers: [this.registry],
      collect: () => {
        const total = this.sources ? read(this.sources) : 0;
        if (total > seen) counter.inc(total - seen);
        seen = Math.max(seen, total);
      },
    });
  }
}

/** GET /metrics in Prometheus' text format, for `Authorization: Bearer <METRICS_TOKEN>` only. */
export function registerMetricsRoute(fastify: FastifyInstance, metrics: AppMetrics, token: string): void {
  fastify.addHook("onResponse", async (_request, reply) => {
    if (reply.statusCode === 429) metrics.httpRefused();
  });
  const expected = Buffer.from(`Bearer ${token}`);
  fastify.get("/metrics", async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.code(401).header("WWW-Authenticate", "Bearer").send({ status: "error", errorMessage: "Send the metrics token as a Bearer token.", errorData: null });
    }
    return reply.header("Content-Type", metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
