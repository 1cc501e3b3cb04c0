// The server under test for the benchmarks: the real app (runtime, SQLite or Postgres) plus the
// counter functions, in its own process. It answers the parent's "metrics" messages over IPC
// with database statements executed and memory in use.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { metricsReporter } from "./serverMetrics";
import * as counter from "../../tests/support/counterFunctions";
import { testMigrations } from "../../tests/support/counterTable";

const dataDir = process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "planning-poker-bench-"));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, HOST: "127.0.0.1", LOG_LEVEL: "silent", PORT: process.env.PORT ?? "0" });
const app = await startApp(config, { extraFunctions: { counter }, extraMigrations: testMigrations, authenticate: counter.testTokenAuthenticator, webDir: null, logger: false });

const metrics = metricsReporter({
  statementCount: () => app.services.database.statementCount(),
  sessionCount: () => app.sessionCount(),
  output: () => app.services.runtime.output,
});
// The benchmark that started this server is gone (it failed or was stopped): so is the server.
process.on("disconnect", () => process.exit(0));
process.on("message", (message: { type: string; collectGarbage?: boolean }) => {
  if (message.type === "metrics") process.send!(metrics({ collectGarbage: message.collectGarbage !== false }));

  if (message.type === "stop") void app.close().then(() => process.exit(0));
});
process.send!({ type: "ready", url: app.url });
