// The engine's own table: one row per mutation a client sent, so a re-sent mutation is
// answered, not run again.
export interface MutationRecordsTable {
  client_id: string;
  request_id: number;
  user_id: string | null;
  result_json: string;
  created_at: number;
}

export interface RequestRecordTables {
  mutation_records: MutationRecordsTable;
}
