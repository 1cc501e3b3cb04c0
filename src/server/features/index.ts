// Every public function, by module. The path of a function is `<module>.<name>`.
import type { ApiFromModules } from "../live";
import * as account from "./auth/account";
import * as auth from "./auth/functions";
import * as jira from "../../plugins/jira/server/functions";
import * as queue from "./queue/functions";
import * as rooms from "./rooms/functions";
import * as users from "./users/functions";
import * as voting from "./voting/functions";

export const functions = { auth, account, users, rooms, voting, jira, queue } as const;

export type AppApi = ApiFromModules<typeof functions>;
