// Linear behind the plugin face (issue 32): how a person connects it (a personal API key) and how a
// room takes its stories from it and writes the agreed estimate back.
import type { ServerPlugin } from "../../../server/plugin";
import { linearConnector } from "./connector";
import { linearRoomTracker } from "./roomTracker";

export const linearPlugin = Object.freeze({
  name: "linear",
  functions: Object.freeze({}),
  migrations: Object.freeze({}),
  connection: linearConnector,
  tracker: linearRoomTracker,
} satisfies ServerPlugin);
