// Every public function, by module. The path of a function is `<module>.<name>`.
import type { ApiFromModules } from "../runtime/registry";
import * as auth from "./auth";
import * as rooms from "./rooms";
import * as users from "./users";

export const functions = { auth, users, rooms };

export type AppApi = ApiFromModules<typeof functions>;
