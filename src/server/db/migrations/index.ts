// Migrations in code, in order. Add a file, then list it here; never edit a shipped one. A plugin
// lists its own (0005 and 0019 are JIRA's, in src/plugins/jira/server/migrations).
import type { Migration } from "kysely";
import * as m0001 from "./0001_foundation";
import * as m0002 from "./0002_auth";
import * as m0003 from "./0003_rooms";
import * as m0004 from "./0004_voting";
import * as m0006 from "./0006_dashboard_refresh";
import * as m0007 from "./0007_rate_limits";
import * as m0008 from "./0008_room_standings";
import * as m0009 from "./0009_account_identity";
import * as m0010 from "./0010_drop_test_counters";
import * as m0011 from "./0011_room_settings";
import * as m0012 from "./0012_story_queue";
import * as m0013 from "./0013_open_rounds";
import * as m0016 from "./0016_skip_away_voters";
import * as m0017 from "./0017_room_rounds";
import * as m0018 from "./0018_room_queue_state";
import * as m0020 from "./0020_slim_rooms";
import * as m0021 from "./0021_tracker_connections";
import * as m0022 from "./0022_user_language";
import * as m0023 from "./0023_async_batches";
import * as m0024 from "./0024_room_tracker_sources";
import * as m0025 from "./0025_tracker_card_values";
import * as m0026 from "./0026_tracker_write_back";
import * as m0027 from "./0027_tracker_agreed_writes";

export const migrations: Readonly<Record<string, Migration>> = Object.freeze({
  "0001_foundation": m0001,
  "0002_auth": m0002,
  "0003_rooms": m0003,
  "0004_voting": m0004,
  "0006_dashboard_refresh": m0006,
  "0007_rate_limits": m0007,
  "0008_room_standings": m0008,
  "0009_account_identity": m0009,
  "0010_drop_test_counters": m0010,
  "0011_room_settings": m0011,
  "0012_story_queue": m0012,
  "0013_open_rounds": m0013,
  "0016_skip_away_voters": m0016,
  "0017_room_rounds": m0017,
  "0018_room_queue_state": m0018,
  "0020_slim_rooms": m0020,
  "0021_tracker_connections": m0021,
  "0022_user_language": m0022,
  "0023_async_batches": m0023,
  "0024_room_tracker_sources": m0024,
  "0025_tracker_card_values": m0025,
  "0026_tracker_write_back": m0026,
  "0027_tracker_agreed_writes": m0027,
});
