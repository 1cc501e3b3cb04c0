// The installed plugins, server side: the one list the app reads (functions, migrations,
// environments, extensions; their tables' types are listed in tables.ts). Adding a tracker is a line here; nothing else outside src/plugins
// imports a plugin (a lint rule keeps it so).
import type { Migration } from "kysely";
import type { ServerPlugin } from "../server/plugin";
import { gitlabPlugin } from "./gitlab/server/plugin";
import { azureDevOpsPlugin } from "./azure-devops/server/plugin";
import { githubPlugin } from "./github/server/plugin";
import { jiraPlugin } from "./jira/server/plugin";
import { jiraDcPlugin } from "./jira-dc/server/plugin";
import { linearPlugin } from "./linear/server/plugin";

export const serverPlugins = Object.freeze([jiraPlugin, githubPlugin, jiraDcPlugin, linearPlugin, gitlabPlugin, azureDevOpsPlugin] as const);

/** Every plugin's public functions, under its name: the API registry (features/index.ts) spreads these. */
export const pluginFunctions = Object.freeze({ jira: jiraPlugin.functions });

export function pluginMigrations(): Record<string, Migration> {
  return Object.assign({}, ...serverPlugins.map((plugin: ServerPlugin) => plugin.migrations));
}
