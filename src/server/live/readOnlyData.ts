import type { Kysely } from "kysely";
import type { AppDatabase, DataAccess } from "./functions";

/** Data access for queries: reads are recorded into `topics`; writing is a bug. */
export function readOnlyData(db: Kysely<AppDatabase>, topics: Set<string>): DataAccess {
  return {
    db,
    readTopic: (topic) => void topics.add(topic),
    writeTopic: () => {
      throw new Error("A query cannot write");
    },
  };
}
