// GitHub Issues and Projects (v2) behind the plugin face: how a person connects it (issue 31, step 1)
// and how a room takes its stories from it (step 2).
import type { ServerPlugin } from "../../../server/plugin";
import { githubConnector } from "./connector";
import { githubRoomTracker } from "./roomTracker";

export const githubPlugin = Object.freeze({
  name: "github",
  functions: Object.freeze({}),
  migrations: Object.freeze({}),
  connection: githubConnector,
  tracker: githubRoomTracker,
} satisfies ServerPlugin);
