// Jira Data Center / Server behind the plugin face: so far, how a person connects it (issue 31, step 1).
import type { ServerPlugin } from "../../../server/plugin";
import { jiraDcConnector } from "./connector";

export const jiraDcPlugin = Object.freeze({
  name: "jiraDc",
  functions: Object.freeze({}),
  migrations: Object.freeze({}),
  connection: jiraDcConnector,
} satisfies ServerPlugin);
