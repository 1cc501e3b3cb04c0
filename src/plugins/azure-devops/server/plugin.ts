// Azure DevOps Boards behind the plugin face (issue 32): how a person connects it (an organization
// and a personal access token) and how a room takes its work items and writes estimates back.
import type { ServerPlugin } from "../../../server/plugin";
import { azureDevOpsConnector } from "./connector";
import { azureDevOpsRoomTracker } from "./roomTracker";

export const azureDevOpsPlugin = Object.freeze({
  name: "azureDevOps",
  functions: Object.freeze({}),
  migrations: Object.freeze({}),
  connection: azureDevOpsConnector,
  tracker: azureDevOpsRoomTracker,
} satisfies ServerPlugin);
