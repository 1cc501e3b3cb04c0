// The plugin face, server side: what a tracker plugin (src/plugins/<name>/server/plugin.ts)
// declares in one place. The app reads the one list in src/plugins/server.ts; the core never
// names a plugin. A room uses at most one tracker at a time; the app offers every installed one.
import type { Migration } from "kysely";
import type { Config } from "./config";
import type { TrackerConnector } from "./features/connections";
import type { RoomExtension } from "./features/rooms";
import type { AgreedWriter, OtherStorySource, RoomTracker } from "./features/trackers";
import type { RoundExtension } from "./features/voting";
import type { QueueExtension } from "./features/queue";
import type { LimitStore } from "./limits/limitStore";
import type { AppMetrics } from "./ops/metrics";

/** What a plugin's environment is built from, once per app. */
export interface PluginEnvironmentInput {
  config: Config;
  limits: LimitStore;
  metrics?: AppMetrics;
}

export interface ServerPlugin<Functions extends object = object, Environment = unknown> {
  /** The API module its functions live under (`jira.fetchAndCacheTickets`) and its ctx.app key. */
  name: string;
  /** Its public functions (queries, mutations, actions). */
  functions: Functions;
  /** Its migrations, by name; names share one order with the core's (a global number prefix). */
  migrations: Readonly<Record<string, Migration>>;
  /** Built once per app; handlers find it as ctx.app[name] (declared by the plugin). */
  environment?(input: PluginEnvironmentInput): Environment;
  /** Its hooks into the room core, voting and the queue. */
  room?: RoomExtension;
  /** A tracker people connect with a personal token: how to test one (features/connections stores it). */
  connection?: TrackerConnector;
  /** A tracker a room takes its stories from: how a source is chosen and an import reads (features/trackers keeps the rest). */
  tracker?: RoomTracker;
  /** A story source of its own that a room switches on outside trackers.* (JIRA Cloud's): a room never has it and a tracker source at once. */
  storySource?: OtherStorySource;
  /** How such a source writes an estimate agreed async back, as the server's job (its queue extension's estimateAgreed queues it). */
  agreedWriter?: AgreedWriter;
  round?: RoundExtension;
  queue?: QueueExtension;
}
