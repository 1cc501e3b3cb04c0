// JIRA Cloud (spec 7) behind the plugin face: its functions, its room state and tables, its
// migrations and its environment, in one place.
import type { ServerPlugin } from "../../../server/plugin";
import type { OtherStorySource } from "../../../server/features/trackers";
import { createJiraEnvironment, type JiraEnvironment } from "./environment";
import * as functions from "./functions";
import { getJiraRoomState } from "./data/jira";
import { jiraQueueExtension, jiraRoomExtension, jiraRoundExtension } from "./roomExtension";
import * as m0005 from "./migrations/0005_jira";
import * as m0019 from "./migrations/0019_jira_room_state";
import { jiraAgreedWriter } from "./storyPoints";

declare module "../../../server/live/functions" {
  interface AppContext {
    jira: JiraEnvironment;
  }
}

export const jiraPlugin = Object.freeze({
  name: "jira",
  functions,
  migrations: Object.freeze({ "0005_jira": m0005, "0019_jira_room_state": m0019 }),
  environment: ({ config, limits, metrics }) => createJiraEnvironment(config, limits, metrics ? { onRequest: metrics.jiraRequest.bind(metrics) } : {}),
  room: jiraRoomExtension,
  round: jiraRoundExtension,
  queue: jiraQueueExtension,
  // A room takes stories from JIRA's switch or a tracker source, never both (trackers.setSource asks).
  storySource: Object.freeze<OtherStorySource>({ label: "JIRA", inUse: async (data, roomId) => (await getJiraRoomState(data, roomId)).enabled }),
  // Estimates agreed async, written by the server's job (its queue extension queues them).
  agreedWriter: jiraAgreedWriter,
} satisfies ServerPlugin<typeof functions, JiraEnvironment>);
