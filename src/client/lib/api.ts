import { makeApi } from "../../shared/functionReference";
import type { AppApi } from "../../server/features";

/** `api.rooms.getRoomData` and friends: typed references to the server's functions. */
export const api = makeApi<AppApi>();
