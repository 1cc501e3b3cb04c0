// Every installed plugin's tables, for the database type (src/server/db/schema.ts): the third
// list beside server.ts and client.ts, kept apart so the schema imports no plugin's code.
import type { JiraTables } from "./jira/server/tables";

export type PluginTables = JiraTables;
