// Migrations in code, in order. Add a file, then list it here; never edit a shipped one.
import type { Migration } from "kysely";
import * as m0001 from "./0001_foundation";

export const migrations: Record<string, Migration> = {
  "0001_foundation": m0001,
};
