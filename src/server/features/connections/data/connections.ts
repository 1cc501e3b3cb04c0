// The tracker_connections rows: every statement against them. Reads mark the owner's topic,
// writes announce it. Every statement names the owner, so no call reaches another's row.
import type { Selectable } from "kysely";
import type { DataAccess } from "../../../live";
import type { TrackerConnectionsTable } from "../../../db/tables/connections";
import { trackerConnectionsTopic } from "../../topics";

export type ConnectionRow = Selectable<TrackerConnectionsTable>;

export async function listConnections(data: DataAccess, userId: string): Promise<ConnectionRow[]> {
  data.readTopic(trackerConnectionsTopic(userId));
  return data.db.selectFrom("tracker_connections").selectAll().where("user_id", "=", userId).orderBy("created_at").orderBy("id").execute();
}

export async function getConnection(data: DataAccess, userId: string, id: string): Promise<ConnectionRow | undefined> {
  data.readTopic(trackerConnectionsTopic(userId));
  return data.db.selectFrom("tracker_connections").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
}

/** The person's connection to this account of this tracker at this site, if they made one. */
export async function findConnection(data: DataAccess, userId: string, tracker: string, site: string | null, account: string): Promise<ConnectionRow | undefined> {
  data.readTopic(trackerConnectionsTopic(userId));
  return data.db
    .selectFrom("tracker_connections")
    .selectAll()
    .where("user_id", "=", userId)
    .where("tracker", "=", tracker)
    .where("site", site === null ? "is" : "=", site)
    .where("account", "=", account)
    .executeTakeFirst();
}

export async function insertConnection(data: DataAccess, row: ConnectionRow): Promise<void> {
  await data.db.insertInto("tracker_connections").values(row).execute();
  data.writeTopic(trackerConnectionsTopic(row.user_id));
}

export type ConnectionUpdate = Partial<Omit<ConnectionRow, "id" | "user_id" | "tracker" | "site" | "created_at">>;

/** False when the row is gone (removed meanwhile) or is not the person's. */
export async function updateConnection(data: DataAccess, userId: string, id: string, change: ConnectionUpdate): Promise<boolean> {
  const result = await data.db.updateTable("tracker_connections").set(change).where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  data.writeTopic(trackerConnectionsTopic(userId));
  return Number(result.numUpdatedRows) > 0;
}

/** False when there was no such row of the person's. */
export async function deleteConnection(data: DataAccess, userId: string, id: string): Promise<boolean> {
  const result = await data.db.deleteFrom("tracker_connections").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  data.writeTopic(trackerConnectionsTopic(userId));
  return Number(result.numDeletedRows) > 0;
}
