// Tables the engine itself needs, whatever the product does: their shape is the engine's.
export type { MutationRecordsTable, RequestRecordTables as FoundationTables } from "../../live";
