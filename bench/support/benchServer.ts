// The server under test for the benchmarks: the real app (runtime, SQLite or Postgres) plus the
// counter functions, in its own process. It answers the parent's "metrics" messages over IPC
// with database statements executed and memory in use.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { join } from "node:path";
import { startApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import * as counter from "../../tests/support/counterFunctions";

const dataDir = process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "planning-poker-bench-"));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, HOST: "127.0.0.1", LOG_LEVEL: "silent", PORT: process.env.PORT ?? "0" });
const app = await startApp(config, { extraFunctions: { counter }, authenticate: counter.testTokenAuthenticator, webDir: null, logger: false });

const gc = (globalThis as { gc?: () => void }).gc;
const loopDelay = monitorEventLoopDelay({ resolution: 1 });
loopDelay.enable();
process.on("message", (message: { type: string }) => {
  if (message.type === "metrics") {
    gc?.();
    gc?.();
    process.send!({
      type: "metrics",
      statements: app.services.database.statementCount(),
      rss: process.memoryUsage().rss,
      heapUsed: process.memoryUsage().heapUsed,
      cpuMs: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
      sockets: app.sessionCount(),
      loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
      loopDelayMaxMs: loopDelay.max / 1e6,
    });
    loopDelay.reset();
  }
  if (message.type === "stop") void app.close().then(() => process.exit(0));
});
process.send!({ type: "ready", url: app.url });
