// Tables the runtime itself needs, whatever the product does.

/** One row per mutation a client sent, so a re-sent mutation is answered, not run again. */
export interface MutationRecordsTable {
  client_id: string;
  request_id: number;
  user_id: string | null;
  result_json: string;
  created_at: number;
}

export interface FoundationTables {
  mutation_records: MutationRecordsTable;
}
