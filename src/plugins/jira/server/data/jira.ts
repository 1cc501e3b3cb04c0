// JIRA tables access. The configuration shows in the room (jiraConfig), so its writes announce the
// room; the ticket cache has its own topic, so a refresh does not reload everyone's room.
import type { JiraTicket, JiraTicketSummary } from "../../shared/jira";
import type { JiraTicketCacheTable, RoomJiraConfigsTable } from "../tables";
import type { ExpressionBuilder } from "kysely";
import type { Database } from "../../../../server/db/schema";
import type { DataAccess } from "../../../../server/live";
import { jiraRoomTopic, jiraTicketsTopic } from "../topics";
import { roomTopic } from "../../../../server/features/topics";

export type JiraConfigRow = RoomJiraConfigsTable;

/** Rows per insert statement: 7 columns each stays far below both engines' parameter limits. */
const INSERT_CHUNK = 100;

export async function getJiraConfigRow(data: DataAccess, roomId: string): Promise<JiraConfigRow | undefined> {
  data.readTopic(jiraRoomTopic(roomId));
  return data.db.selectFrom("room_jira_configs").selectAll().where("room_id", "=", roomId).executeTakeFirst();
}

/** Inserts or replaces the room's configuration. */
export async function saveJiraConfigRow(data: DataAccess, row: JiraConfigRow): Promise<void> {
  await data.db
    .insertInto("room_jira_configs")
    .values(row)
    .onConflict((oc) =>
      oc.column("room_id").doUpdateSet({
        domain: row.domain,
        project_key: row.project_key,
        email: row.email,
        api_token_encrypted: row.api_token_encrypted,
        updated_at: row.updated_at,
        tickets_fetched_at: row.tickets_fetched_at,
      }),
    )
    .execute();
  data.writeTopic(jiraRoomTopic(row.room_id));
  data.writeTopic(roomTopic(row.room_id));
  data.writeTopic(jiraTicketsTopic(row.room_id));
}

export interface CachedTicketRows {
  tickets: JiraTicketSummary[];
  lastFetched: number | null;
}

/** The cache in JIRA's order, without descriptions (the list never shows them). */
export async function loadCachedTickets(data: DataAccess, roomId: string): Promise<CachedTicketRows> {
  data.readTopic(jiraTicketsTopic(roomId));
  const [rows, config] = await Promise.all([
    data.db
      .selectFrom("jira_ticket_cache")
      .select(["key", "summary", "priority", "story_points"])
      .where("room_id", "=", roomId)
      .orderBy("position")
      .execute(),
    data.db.selectFrom("room_jira_configs").select("tickets_fetched_at").where("room_id", "=", roomId).executeTakeFirst(),
  ]);
  return {
    tickets: rows.map((r) => ({ key: r.key, summary: r.summary, priority: r.priority, storyPoints: r.story_points })),
    lastFetched: config?.tickets_fetched_at ?? null,
  };
}

export async function findCachedTicket(data: DataAccess, roomId: string, key: string): Promise<JiraTicket | undefined> {
  data.readTopic(jiraTicketsTopic(roomId));
  const row = await data.db.selectFrom("jira_ticket_cache").selectAll().where("room_id", "=", roomId).where("key", "=", key).executeTakeFirst();
  return row && ticketFromRow(row);
}

export async function countCachedTickets(data: DataAccess, roomId: string): Promise<number> {
  data.readTopic(jiraTicketsTopic(roomId));
  const row = await data.db
    .selectFrom("jira_ticket_cache")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("room_id", "=", roomId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Replaces the whole cache and stamps the fetch time on the configuration. */
export async function replaceTicketCache(data: DataAccess, roomId: string, tickets: readonly JiraTicket[], fetchedAt: number): Promise<void> {
  await data.db.deleteFrom("jira_ticket_cache").where("room_id", "=", roomId).execute();
  const rows = tickets.map((t, position) => ({
    room_id: roomId,
    key: t.key,
    summary: t.summary,
    priority: t.priority,
    story_points: t.storyPoints,
    description_html: t.description,
    position,
  }));
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await data.db.insertInto("jira_ticket_cache").values(rows.slice(i, i + INSERT_CHUNK)).execute();
  }
  await data.db.updateTable("room_jira_configs").set({ tickets_fetched_at: fetchedAt }).where("room_id", "=", roomId).execute();
  data.writeTopic(jiraTicketsTopic(roomId));
}

export async function clearTicketCache(data: DataAccess, roomId: string): Promise<void> {
  await data.db.deleteFrom("jira_ticket_cache").where("room_id", "=", roomId).execute();
  await data.db.updateTable("room_jira_configs").set({ tickets_fetched_at: null }).where("room_id", "=", roomId).execute();
  data.writeTopic(jiraTicketsTopic(roomId));
}

export async function setCachedTicketPoints(data: DataAccess, roomId: string, key: string, storyPoints: number): Promise<void> {
  await data.db.updateTable("jira_ticket_cache").set({ story_points: storyPoints }).where("room_id", "=", roomId).where("key", "=", key).execute();
  data.writeTopic(jiraTicketsTopic(roomId));
}

/** For the room deletion cascade. */
export async function deleteRoomJira(data: DataAccess, roomId: string): Promise<void> {
  await data.db.deleteFrom("jira_ticket_cache").where("room_id", "=", roomId).execute();
  await data.db.deleteFrom("room_jira_configs").where("room_id", "=", roomId).execute();
  await data.db.deleteFrom("room_jira_state").where("room_id", "=", roomId).execute();
  data.writeTopic(jiraTicketsTopic(roomId));
  data.writeTopic(jiraRoomTopic(roomId));
}

function ticketFromRow(row: JiraTicketCacheTable): JiraTicket {
  return { key: row.key, summary: row.summary, priority: row.priority, storyPoints: row.story_points, description: row.description_html };
}

export interface JiraRoomState {
  enabled: boolean;
  /** The selected ticket as stored (JSON), null when none. */
  ticketJson: string | null;
}

/** Whether the room takes its story from JIRA, and the ticket selected. */
export async function getJiraRoomState(data: DataAccess, roomId: string): Promise<JiraRoomState> {
  data.readTopic(jiraRoomTopic(roomId));
  const row = await data.db.selectFrom("room_jira_state").select(["use_jira_integration", "current_ticket_json"]).where("room_id", "=", roomId).executeTakeFirst();
  return { enabled: row?.use_jira_integration === 1, ticketJson: row?.current_ticket_json ?? null };
}

/** The selected ticket's JSON while the room uses JIRA, as a column of voting's subject statement. */
export function ticketWhileEnabledColumn(eb: ExpressionBuilder<Database, never>, roomId: string) {
  return eb.selectFrom("room_jira_state").select("current_ticket_json").where("room_id", "=", roomId).where("use_jira_integration", "=", 1).as("jira_ticket_json");
}

/** The room's lock is the caller's. Announces the room too: its view shows the switch and the ticket. */
export async function writeJiraRoomState(data: DataAccess, roomId: string, changes: Partial<JiraRoomState>): Promise<void> {
  const set = {
    ...(changes.enabled === undefined ? {} : { use_jira_integration: changes.enabled ? 1 : 0 }),
    ...(changes.ticketJson === undefined ? {} : { current_ticket_json: changes.ticketJson }),
  };
  if (Object.keys(set).length === 0) return;
  await data.db
    .insertInto("room_jira_state")
    .values({ room_id: roomId, use_jira_integration: 0, current_ticket_json: null, ...set })
    .onConflict((oc) => oc.column("room_id").doUpdateSet(set))
    .execute();
  data.writeTopic(jiraRoomTopic(roomId));
  data.writeTopic(roomTopic(roomId));
}

/** The configuration without its token, as the room shows it; null when there is none. */
export async function getPublicJiraConfig(data: DataAccess, roomId: string): Promise<{ domain: string; projectKey: string; email: string } | null> {
  data.readTopic(jiraRoomTopic(roomId));
  const row = await data.db.selectFrom("room_jira_configs").select(["domain", "project_key", "email"]).where("room_id", "=", roomId).executeTakeFirst();
  return row ? { domain: row.domain, projectKey: row.project_key, email: row.email } : null;
}
