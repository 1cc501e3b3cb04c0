// `npm start` / `npm run serve`: read the configuration, start the app, stop gracefully on
// SIGTERM/SIGINT. The scripts exec this process, so npm's forwarded signal reaches it (no orphan).
import { resolve } from "node:path";
import { startApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { routeConsoleToLogger } from "./ops/jsonConsole";

async function main(): Promise<void> {
  routeConsoleToLogger("info");
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  // The console carries the server's own start and stop lines: shown whatever LOG_LEVEL says.
  routeConsoleToLogger(config.logLevel === "debug" || config.logLevel === "trace" ? config.logLevel : "info");
  const app = await startApp(config, { webDir: resolve("dist/client") });
  const where = config.database.engine === "sqlite" ? config.database.path : "PostgreSQL";
  console.log(`Planning Poker is running at ${config.publicUrl} (database: ${where})`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing in-flight work and closing connections...`);
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    app.close().then(
      () => {
        console.log("Planning Poker stopped.");
        process.exit(0);
      },
      (error: unknown) => {
        console.error("shutdown failed", error);
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  console.error("Planning Poker failed to start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
