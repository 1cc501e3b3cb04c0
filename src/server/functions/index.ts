// Every public function, by module. The path of a function is `<module>.<name>`.
import type { ApiFromModules } from "../runtime/registry";

export const functions = {};

export type AppApi = ApiFromModules<typeof functions>;
