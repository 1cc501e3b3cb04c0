// Expired sessions, OAuth states and sign-in codes can never be used again; drop them hourly so
// the tables stay the size of the active user base.
import type { AppServices } from "../../appServices";
import { pruneExpiredAuthData } from "./data/authSessions";

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/** Prunes every `intervalMs` on the app's scheduler; returns how to stop. */
export function scheduleAuthHousekeeping(services: Pick<AppServices, "database" | "jobs">, intervalMs = HOUSEKEEPING_INTERVAL_MS): () => Promise<void> {
  return services.jobs.every(intervalMs, "auth housekeeping", () => pruneExpiredAuthData(services.database.db, Date.now()));
}
