// Jira Data Center / Server behind the plugin face: how a person connects it (issue 31, step 1) and
// how a room takes its stories from it (step 2).
import type { ServerPlugin } from "../../../server/plugin";
import { jiraDcConnector } from "./connector";
import { jiraDcRoomTracker } from "./roomTracker";

export const jiraDcPlugin = Object.freeze({
  name: "jiraDc",
  functions: Object.freeze({}),
  migrations: Object.freeze({}),
  connection: jiraDcConnector,
  tracker: jiraDcRoomTracker,
} satisfies ServerPlugin);
