// GitHub Issues and Projects (v2) behind the plugin face: so far, how a person connects it (issue 31, step 1).
import type { ServerPlugin } from "../../../server/plugin";
import { githubConnector } from "./connector";

export const githubPlugin = Object.freeze({
  name: "github",
  functions: Object.freeze({}),
  migrations: Object.freeze({}),
  connection: githubConnector,
} satisfies ServerPlugin);
