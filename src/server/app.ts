// The composition root: database, change bus, runtime, HTTP and WebSocket endpoints, the web
// app. `startApp` is what main.ts, the test harness and the benchmarks all call.
import { requestSerializer } from "./ops/requestLog";
import helmet from "@fastify/helmet";
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyReply } from "fastify";
import { sql, type Migration } from "kysely";
import pino from "pino";
import { MAX_HTTP_BODY_BYTES, MAX_SOCKETS_PER_ACCOUNT, MAX_SOCKETS_PER_ADDRESS } from "../shared/constants";
import { type Authenticator, type ChangeBus, createConnectionLimits, createHttpRateLimits, createRuntimeLog, currentLogger, type FunctionModules, LocalChangeBus, PostgresChangeBus, type PresenceHooks, registerHttpEndpoints, registerSyncEndpoint, type RequestRecordPolicy, Runtime, Scheduler } from "./live";
import { openDatabase } from "./db/database";
import { lockDataDir } from "./db/dataDirLock";
import { migrateToLatest } from "./db/migrate";
import { waitForDatabase } from "./db/waitForDatabase";
import type { Config } from "./config";
import { functions as featureFunctions } from "./features";
import { AppMetrics, registerMetricsRoute } from "./ops/metrics";
import { registerResponseHeaders } from "./web/responseHeaders";
import { createAppContext } from "./appContext";
import type { AppServices } from "./appServices";
import { MemoryLimitStore, type LimitStore } from "./limits/limitStore";
import { PostgresLimitStore } from "./limits/postgresLimitStore";
import { scheduleLimitPruning } from "./limits/limitPruning";
import { createAppHooks } from "./features/appHooks";
import { registerCompression } from "./web/compression";

export interface StartOptions {
  /** Functions added to the product's (tests and benchmarks add their own). */
  extraFunctions?: FunctionModules;
  /** Migrations run after the product's: tables only tests and benchmarks use. */
  extraMigrations?: Readonly<Record<string, Migration>>;
  /** Replaces the product's token check (runtime tests without accounts). */
  authenticate?: Authenticator;
  presence?: PresenceHooks;
  presenceGraceMs?: number;
  /** Overrides how long exactly-once records stay and how often they go (tests). */
  requestRecords?: Partial<RequestRecordPolicy>;
  /** Serve the built web app from this folder; null to serve the API only. */
  webDir?: string | null;
  logger?: boolean;
  /** "quick": the smallest argon2 cost for new passwords. Test servers only; nothing in the configuration sets it. */
  passwordHashing?: "production" | "quick";
  /** Where the JSON log lines go instead of stdout (tests read them). */
  logDestination?: { write(line: string): void };
}

export interface RunningApp {
  url: string;
  port: number;
  services: AppServices;
  fastify: FastifyInstance;
  sessionCount(): number;
  /** Cuts every WebSocket abruptly, as a network failure would. */
  dropConnections(): void;
  /** Graceful: finishes in-flight work, tells clients to reconnect, closes the database. */
  close(): Promise<void>;
}

const READINESS_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function startApp(config: Config, options: StartOptions = {}): Promise<RunningApp> {
  const lock = config.database.engine === "sqlite" && config.database.path !== ":memory:" ? lockDataDir(config.database.path) : null;
  try {
    const app = await startLocked(config, options);
    const close = app.close;
    return { ...app, close: () => close().finally(() => lock?.release()) };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function startLocked(config: Config, options: StartOptions): Promise<RunningApp> {
  // JSON lines; a mutation's lines, down to its SQL at trace level, carry its request id.
  const level = options.logger === false ? "silent" : config.logLevel;
  const loggerOptions = { level, serializers: { req: requestSerializer } };
  const logger = options.logDestination ? pino(loggerOptions, options.logDestination) : pino(loggerOptions);
  const log = createRuntimeLog(logger);
  const metrics = new AppMetrics({ processMetrics: config.metricsToken !== null });
  const databaseHooks = {
    statement: logger.isLevelEnabled("trace") ? (sql: string) => currentLogger(log).trace({ sql }, "statement") : undefined,
    error: (what: string, err: unknown) => currentLogger(log).error({ err }, what),
  };
  const database =
    config.database.engine === "postgres"
      ? openDatabase({ postgresUrl: config.database.url }, databaseHooks)
      : openDatabase({ sqlitePath: config.database.path }, databaseHooks);
  await waitForDatabase(database.db, config.databaseWaitMs, (line) => logger.info(line));
  await migrateToLatest(database.db, options.extraMigrations);
  const bus: ChangeBus = database.engine === "postgres" ? await PostgresChangeBus.start(database.postgresUrl!) : new LocalChangeBus();

  // One SQLite instance counts in memory; instances on one PostgreSQL share their counters there.
  const limits: LimitStore = database.engine === "postgres" ? new PostgresLimitStore(database.postgresUrl!) : new MemoryLimitStore();
  // Every periodic job, the engine's and the features', runs here; closing stops them all.
  const jobs = new Scheduler((name, err) => currentLogger(log).error({ err, job: name }, `${name} failed`));
  scheduleLimitPruning(jobs, limits);
  const runtime = new Runtime({
    db: database.db,
    bus,
    functions: { ...featureFunctions, ...options.extraFunctions },
    app: createAppContext(config, limits, metrics, options.passwordHashing, logger),
    presenceGraceMs: options.presenceGraceMs,
    scheduler: jobs,
    requestRecords: options.requestRecords,
    observer: metrics,
    log,
  });
  const services: AppServices = { config, database, bus, runtime, jobs };
  const hooks = createAppHooks(services);
  if (options.authenticate) runtime.setAuthenticator(options.authenticate);
  else if (hooks.authenticate) runtime.setAuthenticator(hooks.authenticate);
  if (options.presence) runtime.presence.setHooks(options.presence);
  else if (hooks.presence) runtime.presence.setHooks(hooks.presence);

  const fastify = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    bodyLimit: MAX_HTTP_BODY_BYTES,
    trustProxy: trustProxySetting(config.trustProxy),
  });
  fastify.setErrorHandler(requestErrorHandler);
  await fastify.register(helmet, { contentSecurityPolicy: { directives: contentSecurityPolicy() }, crossOriginEmbedderPolicy: false });
  registerResponseHeaders(fastify);
  await registerCompression(fastify);

  // Liveness: the process runs and its event loop turns. Readiness: the database answers (so the
  // migrations, which ran before the server listened, are done) and the server is not draining.
  let draining = false;
  fastify.get("/livez", async () => ({ status: "ok" }));
  fastify.get("/readyz", async (_request, reply) => {
    if (draining) return reply.code(503).send({ status: "draining", database: database.engine });
    try {
      await withTimeout(sql`select 1`.execute(database.db), READINESS_TIMEOUT_MS);
      return { status: "ready", database: database.engine };
    } catch {
      return reply.code(503).send({ status: "unavailable", database: database.engine });
    }
  });
  fastify.get("/api/health", async (_request, reply) => {
    try {
      await sql`select 1`.execute(database.db);
      return { status: "ok", database: database.engine, connections: sync.sessionCount() };
    } catch {
      return reply.code(503).send({ status: "unavailable", database: database.engine });
    }
  });
  registerHttpEndpoints(fastify, runtime, config.rateLimits ? createHttpRateLimits(limits) : null);
  const sync = await registerSyncEndpoint(fastify, runtime, config.rateLimits ? createConnectionLimits(MAX_SOCKETS_PER_ADDRESS, MAX_SOCKETS_PER_ACCOUNT) : null);
  metrics.attach({
    sockets: () => sync.sessionCount(),
    liveQueries: () => runtime.subscriptions.instanceCount(),
    statements: () => database.statementCount(),
    databaseErrors: () => database.errorCount(),
  });
  if (config.metricsToken) registerMetricsRoute(fastify, metrics, config.metricsToken);
  await hooks.registerRoutes(fastify, options.webDir ?? null);
  hooks.startJobs();

  await fastify.listen({ port: config.port, host: config.host });
  const address = fastify.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const url = `http://${config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host}:${port}`;

  let closing: Promise<void> | null = null;
  return {
    url,
    port,
    services,
    fastify,
    sessionCount: () => sync.sessionCount(),
    dropConnections: () => sync.dropAll(),
    close: () =>
      (closing ??= (async () => {
        draining = true;
        await jobs.stop();
        await sync.shutdown(10_000);
        await fastify.close();
        await runtime.presence.releaseAll();
        runtime.close();
        await bus.close();
        await limits.close();
        await database.close();
      })()),
  };
}

/** Fastify's own refusals (bad JSON, too large, wrong type) in the API's envelope. */
function requestErrorHandler(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  let errorMessage = "Something went wrong on the server. Please try again.";
  if (status === 413) errorMessage = `The request body is too large (at most ${MAX_HTTP_BODY_BYTES / 1024} KB).`;
  else if (status === 415) errorMessage = "Send the request body as JSON (Content-Type: application/json).";
  else if (error.code?.includes("JSON") || error instanceof SyntaxError) errorMessage = "The request body is not valid JSON.";
  else if (status >= 400 && status < 500) errorMessage = error.message;
  return reply.code(status >= 400 && status < 600 ? status : 500).send({ status: "error", errorMessage, errorData: null });
}

function contentSecurityPolicy() {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Toast and dialog libraries inject style elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "https:"],
    connectSrc: ["'self'", "ws:", "wss:"],
    fontSrc: ["'self'", "data:"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * A hop count becomes "trust the nearest N proxies", as proxy-addr counts them: the client is
 * the address the Nth proxy appended, whatever a client wrote into the header before that.
 */
function trustProxySetting(value: Config["trustProxy"]): false | string | ((address: string, hop: number) => boolean) {
  return typeof value === "number" ? (_address, hop) => hop < value : value;
}
