// Every public function, by module. The path of a function is `<module>.<name>`. Some rooms.*
// paths (spec 7) are implemented by the features that own them: the live room and the settings by voting, the
// manual story by the queue. Plugins add their modules from the one plugin list.
import type { ApiFromModules } from "../live";
import * as account from "./auth/account";
import * as asyncEstimation from "./async/functions";
import * as auth from "./auth/functions";
import * as connections from "./connections/functions";
import { pluginFunctions } from "../../plugins/server";
import * as queue from "./queue/functions";
import * as trackers from "./trackers/functions";
import { clearStory, updateStory } from "./queue";
import * as roomFunctions from "./rooms/functions";
import * as users from "./users/functions";
import * as voting from "./voting/functions";
import { getRoomData, updateRoomSettings } from "./voting";

const rooms = Object.freeze({ ...roomFunctions, getRoomData, updateRoomSettings, updateStory, clearStory });

export const functions = { auth, account, users, connections, rooms, voting, queue, async: asyncEstimation, trackers, ...pluginFunctions } as const;

export type AppApi = ApiFromModules<typeof functions>;
