// GitLab behind the plugin face (issue 32): how a person connects it (a personal access token, on
// gitlab.com or a self-managed site) and how a room takes its issues and writes weights back.
import type { ServerPlugin } from "../../../server/plugin";
import { gitlabConnector } from "./connector";
import { gitlabRoomTracker } from "./roomTracker";

export const gitlabPlugin = Object.freeze({
  name: "gitlab",
  functions: Object.freeze({}),
  migrations: Object.freeze({}),
  connection: gitlabConnector,
  tracker: gitlabRoomTracker,
} satisfies ServerPlugin);
