// The installed plugins' client parts: the one list the app reads (src/client/pages/Room.tsx hands
// it to the room's screens through PluginsProvider). A new tracker adds its ClientPlugin here.
import type { ClientPlugin } from "../client/features/room/plugins";
import { gitlabClientPlugin } from "./gitlab/client/plugin";
import { azureDevOpsClientPlugin } from "./azure-devops/client/plugin";
import { githubClientPlugin } from "./github/client/plugin";
import { jiraClientPlugin } from "./jira/client/plugin";
import { jiraDcClientPlugin } from "./jira-dc/client/plugin";
import { linearClientPlugin } from "./linear/client/plugin";

export const clientPlugins: readonly ClientPlugin[] = Object.freeze([jiraClientPlugin, githubClientPlugin, jiraDcClientPlugin, linearClientPlugin, gitlabClientPlugin, azureDevOpsClientPlugin]);
