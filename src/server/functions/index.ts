// Every public function, by module. The path of a function is `<module>.<name>`.
import type { ApiFromModules } from "../runtime/registry";
import * as account from "./account";
import * as auth from "./auth";
import * as jira from "./jira";
import * as rooms from "./rooms";
import * as users from "./users";
import * as voting from "./voting";

export const functions = { auth, account, users, rooms, voting, jira };

export type AppApi = ApiFromModules<typeof functions>;
