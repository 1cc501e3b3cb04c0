// The running app's parts that the product's wiring, jobs and presence use. Its own file, so
// they need not import app.ts, which imports them (no import circle).
import type { Config } from "./config";
import type { ChangeBus, Runtime, Scheduler } from "./live";
import type { DatabaseHandle } from "./db/database";

export interface AppServices {
  config: Config;
  database: DatabaseHandle;
  bus: ChangeBus;
  runtime: Runtime;
  /** The app's periodic jobs; closing the app stops them and waits for runs in progress. */
  jobs: Scheduler;
}
