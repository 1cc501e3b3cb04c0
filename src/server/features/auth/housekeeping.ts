// Expired sessions, OAuth states and sign-in codes can never be used again; drop them hourly so
// the tables stay the size of the active user base.
import type { Kysely } from "kysely";
import { pruneExpiredAuthData } from "./data/authSessions";
import type { Database } from "../../db/schema";

export function startAuthHousekeeping(db: Kysely<Database>, onError: (error: unknown) => void, intervalMs = 60 * 60 * 1000): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = pruneExpiredAuthData(db, Date.now()).catch(onError);
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
