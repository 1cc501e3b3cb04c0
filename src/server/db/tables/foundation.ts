// Tables the runtime itself needs, whatever the product does.

/** One row per mutation a client sent, so a re-sent mutation is answered, not run again. */
export interface MutationRecordsTable {
  client_id: string;
  request_id: number;
  user_id: string | null;
  result_json: string;
  created_at: number;
}

/** A row per named counter: used by the runtime's own tests and benchmark, never by the product. */
export interface TestCountersTable {
  name: string;
  value: number;
}

export interface FoundationTables {
  mutation_records: MutationRecordsTable;
  test_counters: TestCountersTable;
}
