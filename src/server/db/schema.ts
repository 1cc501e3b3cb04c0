// The database's tables as Kysely sees them. Each area keeps its tables in its own file;
// this file only joins them. Booleans are stored as 0/1 integers so both engines share one
// code path; times are milliseconds since the epoch.
import type { AsyncTables } from "./tables/async";
import type { AuthTables } from "./tables/auth";
import type { ConnectionTables } from "./tables/connections";
import type { FoundationTables } from "./tables/foundation";
import type { PluginTables } from "../../plugins/tables";
import type { QueueTables } from "./tables/queue";
import type { RoomTables } from "./tables/rooms";
import type { TrackerTables } from "./tables/trackers";
import type { VotingTables } from "./tables/voting";

export type Database = FoundationTables & AuthTables & RoomTables & VotingTables & QueueTables & ConnectionTables & AsyncTables & TrackerTables & PluginTables;

declare module "../live/functions" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: the engine's handlers see these tables
  interface AppDatabase extends Database {}
}
