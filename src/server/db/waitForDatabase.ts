// At start-up the database may still be coming up (containers start together, a failover): wait
// for it with backoff, for a bounded time, instead of failing at once. A refusal that waiting
// cannot cure (a wrong password, a missing database) fails at once.
import { sql, type Kysely } from "kysely";
import { isDatabaseUnavailable } from "../live";

const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 5_000;

export async function waitForDatabase(db: Kysely<any>, timeoutMs: number, log: (line: string) => void = console.log): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 0; ; attempt++) {
    try {
      await sql`select 1`.execute(db);
      if (attempt > 0) log("The database answers.");
      return;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (!isDatabaseUnavailable(error)) throw error;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`The database did not answer within ${Math.round(timeoutMs / 1000)} s (DATABASE_WAIT_SECONDS): ${reason}`);
      const delay = Math.min(FIRST_DELAY_MS * 2 ** Math.min(attempt, 10), MAX_DELAY_MS, left);
      log(`Waiting for the database (${reason}); next try in ${(delay / 1000).toFixed(1)} s.`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
