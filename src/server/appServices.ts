// The running app's parts that the product's wiring, jobs and presence use. Its own file, so
// they need not import app.ts, which imports them (no import circle).
import type { Config } from "./config";
import type { ChangeBus } from "./live/changeBus";
import type { DatabaseHandle } from "./db/database";
import type { Runtime } from "./live/runtime";

export interface AppServices {
  config: Config;
  database: DatabaseHandle;
  bus: ChangeBus;
  runtime: Runtime;
}
