// What every function handler of this app finds in ctx.app: the parts of the configuration, the
// long-lived helpers that auth and the plugins need, and the extensions registered against the
// room core, voting and the queue. One per running app, so several apps in one process (tests,
// several instances) never share or overwrite each other's settings.
import { createAuthEnvironment, type AuthEnvironment, type PasswordHashing } from "./features/auth/environment";
import type { Config } from "./config";
import { type ConnectionsEnvironment, createConnectionsEnvironment } from "./features/connections";
import { serverPlugins } from "../plugins/server";
import type { ServerPlugin } from "./plugin";
import { createRoomRateLimits, type RoomRateLimits } from "./features/rooms/limits";
import { presenceChanged, type RoomExtension } from "./features/rooms/extensions";
import { createAutoRevealClock, type RoundExtension, votingRoomExtension } from "./features/voting";
import { queueRoomExtension, queueRoundExtension, type QueueExtension } from "./features/queue";
import { asyncQueueExtension, asyncRoomExtension, type AsyncEnvironment, createAsyncEnvironment } from "./features/async";
import type { LimitStore } from "./limits/limitStore";
import { createMailEnvironment, type MailEnvironment } from "./mail/environment";
import type { AppMetrics } from "./ops/metrics";
import type { AppContext, MutationCtx } from "./live";
import { type TrackerLog, type TrackersEnvironment, createTrackersEnvironment, trackersQueueExtension, trackersRoomExtension } from "./features/trackers";

declare module "./live/functions" {
  interface AppContext {
    auth: AuthEnvironment;
    rooms: { rateLimits: RoomRateLimits | null; extensions: readonly RoomExtension[] };
    voting: { autoReveals: ReturnType<typeof createAutoRevealClock>; extensions: readonly RoundExtension[] };
    queue: { extensions: readonly QueueExtension[] };
    /** Async estimation (issue 33): its rate limits and deadline clock. */
    async: AsyncEnvironment;
    /** Presence tells the room core's extensions who came and went (presence sits below rooms). */
    presence: { roomsChanged(ctx: Pick<MutationCtx, "data" | "now" | "app">, roomIds: readonly string[]): Promise<void> };
    /** Where every rate limit counts (memory with SQLite, PostgreSQL when instances share it). */
    limits: LimitStore;
    mail: MailEnvironment;
    /** A person's tracker connections: the installed trackers' connectors, the token box, the test limit. */
    connections: ConnectionsEnvironment;
    /** A room's tracker source and imports: the installed room trackers, the per-person limit, the log. */
    trackers: TrackersEnvironment;
  }
}

/** The arrows run one way: plugins -> trackers -> queue -> voting -> rooms; each registers against the one below. */
function extensions(plugins: readonly ServerPlugin[]) {
  const of = <K extends "room" | "round" | "queue">(key: K) => plugins.flatMap((plugin) => (plugin[key] ? [plugin[key]!] : []));
  return {
    room: [votingRoomExtension, queueRoomExtension, asyncRoomExtension, trackersRoomExtension, ...of("room")] as readonly RoomExtension[],
    round: [queueRoundExtension, ...of("round")] as readonly RoundExtension[],
    queue: [asyncQueueExtension, trackersQueueExtension, ...of("queue")] as readonly QueueExtension[],
  };
}

export function createAppContext(config: Config, limits: LimitStore, metrics?: AppMetrics, passwordHashing: PasswordHashing = "production", log: TrackerLog | null = null): AppContext {
  const plugins: readonly ServerPlugin[] = serverPlugins;
  const registered = extensions(plugins);
  const environments = Object.fromEntries(plugins.flatMap((plugin) => (plugin.environment ? [[plugin.name, plugin.environment({ config, limits, metrics })]] : [])));
  return {
    ...environments,
    auth: createAuthEnvironment(config, limits, passwordHashing),
    rooms: { rateLimits: config.rateLimits ? createRoomRateLimits(limits) : null, extensions: registered.room },
    voting: { autoReveals: createAutoRevealClock(), extensions: registered.round },
    queue: { extensions: registered.queue },
    async: createAsyncEnvironment(limits, config.rateLimits),
    presence: { roomsChanged: presenceChanged },
    limits,
    mail: createMailEnvironment(config, limits),
    connections: createConnectionsEnvironment(config, limits, new Map(plugins.flatMap((plugin) => (plugin.connection ? [[plugin.name, plugin.connection] as const] : [])))),
    trackers: createTrackersEnvironment(
      config,
      limits,
      new Map(plugins.flatMap((plugin) => (plugin.tracker ? [[plugin.name, plugin.tracker] as const] : []))),
      log,
      plugins.flatMap((plugin) => (plugin.storySource ? [plugin.storySource] : [])),
      new Map(plugins.flatMap((plugin) => (plugin.agreedWriter ? [[plugin.name, plugin.agreedWriter] as const] : []))),
    ),
  } as AppContext;
}
