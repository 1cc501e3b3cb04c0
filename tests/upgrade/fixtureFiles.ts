// Where the upgrade fixture lives: one folder per version of the schema it was written with.
import { fileURLToPath } from "node:url";

export const FIXTURES_DIR = fileURLToPath(new URL("./fixtures/", import.meta.url));
/** The fixture the upgrade test opens: written by main as it stood before the room core moved its columns. */
export const CURRENT_FIXTURE = "before-room-core";
export const SQLITE_FILE = "planning-poker.sqlite";
export const POSTGRES_FILE = "postgres.sql";
/** What the three people read of their rooms when the fixture was written, per engine. */
export const observedFile = (engine: "sqlite" | "postgres") => `observed.${engine}.json`;

export interface Observed {
  codes: string[];
  observed: Record<string, unknown>;
}

/** What the scenario's server needs besides the test server's defaults: its temporary room is never swept. */
export const FIXTURE_ENV = Object.freeze({ TEMP_ROOM_IDLE_MINUTES: String(60 * 24 * 365 * 100) });
