// A server process that kills itself (SIGKILL) the moment a change to a counter named
// "die-after-commit-*" is committed: after the commit, before anything it would do next (on this
// instance, the change's topics reach its own listeners before any notice it sends afterwards).
// For the test that other instances still learn of that change.
import { startApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import * as counter from "./counterFunctions";
import { testMigrations } from "./counterTable";

const app = await startApp(loadConfig(), { webDir: null, extraFunctions: { counter }, extraMigrations: testMigrations });
app.services.bus.subscribe((topics) => {
  if (topics.some((topic) => topic.startsWith("counter:die-after-commit"))) process.kill(process.pid, "SIGKILL");
});
console.log(`Planning Poker is running at ${app.url} (dies after committing a die-after-commit counter)`);
