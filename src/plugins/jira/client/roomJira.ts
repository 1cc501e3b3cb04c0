import type { RoomInfo } from "../../../client/lib/roomTypes";

/** The room's JIRA link as the room view sends it (no API token: a flag that one is stored). */
export type JiraConfig = NonNullable<RoomInfo["jiraConfig"]>;
