// Test projects (CONTRIBUTING "Tests"):
//   unit      *.test.ts beside the code, in tests/ and in bench/ (node); unit-dom: *.test.tsx of the client and plugin clients (jsdom)
//   sqlite    *.int.test.ts against a real server on SQLite      (TEST_ENGINE=sqlite)
//   pg        the same files on PostgreSQL                       (TEST_ENGINE=postgres, TEST_DATABASE_URL)
//   sqlite-isolated, pg-isolated: the few integration files that mock a module (below)
// `npm run test:unit` runs both unit projects (--project 'unit*'); --project 'sqlite*' both SQLite ones.
import { availableParallelism } from "node:os";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import SpreadWaitsSequencer from "./tests/support/spreadWaitsSequencer";

const integrationFiles = ["src/**/*.int.test.ts", "tests/**/*.int.test.ts"];
/**
 * Integration files share their worker's modules (isolate: false): each file used to import the
 * whole server afresh, which took longer than most files' tests. The server keeps no module-level
 * state (a lint rule), so only a file that mocks a module needs a module graph of its own.
 */
const needsOwnModules = ["src/server/features/auth/signInTiming.int.test.ts"];
// expect.poll's 1 s default is shorter than a busy 2-core machine takes to connect a socket.
const integration = { testTimeout: 30_000, hookTimeout: 30_000, expect: { poll: { timeout: 10_000 } } };
const sqlite = { env: { TEST_ENGINE: "sqlite" }, ...integration };
const pg = { env: { TEST_ENGINE: "postgres" }, globalSetup: ["tests/support/pgGlobalSetup.ts"], ...integration };

export default defineConfig({
  test: {
    // Integration files mostly wait (outages, timers, sockets, argon2 in the server's pool): two per
    // core keep the cores busy (at most 8: each holds a server and its PostgreSQL pool). TEST_WORKERS overrides it.
    maxWorkers: Number(process.env.TEST_WORKERS) || Math.min(8, 2 * availableParallelism()),
    teardownTimeout: 30_000,
    // The files that mostly wait start two at a time, not all together (the sequencer says why).
    sequence: { sequencer: SpreadWaitsSequencer },
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["src/**/*.test.ts", "tests/**/*.test.ts", "bench/**/*.test.ts"],
          exclude: ["**/*.int.test.ts", "**/node_modules/**"],
        },
      },
      {
        plugins: [react()],
        test: {
          name: "unit-dom",
          environment: "jsdom",
          include: ["src/client/**/*.test.tsx", "src/plugins/*/client/**/*.test.tsx"],
        },
      },
      { test: { name: "sqlite", include: integrationFiles, exclude: needsOwnModules, isolate: false, ...sqlite } },
      { test: { name: "sqlite-isolated", include: needsOwnModules, ...sqlite } },
      { test: { name: "pg", include: integrationFiles, exclude: needsOwnModules, isolate: false, ...pg } },
      { test: { name: "pg-isolated", include: needsOwnModules, ...pg } },
    ],
  },
});
