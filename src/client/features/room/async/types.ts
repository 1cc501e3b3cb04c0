// The async view's types, from the api's return types (never a server file).
import type { ResultOf } from "../../../../shared/functionReference";
import type { api } from "../../../lib/api";
import type { RoomData } from "../../../lib/roomTypes";

export type AsyncBatchData = NonNullable<ResultOf<typeof api.async.getBatch>>;
export type AsyncBatch = NonNullable<AsyncBatchData["batch"]>;
export type AsyncStory = AsyncBatch["stories"][number];
export type MyAsyncVotes = AsyncBatchData["myVotes"];
/** The server's write-backs of async-agreed estimates to the room's tracker (issue 33), each story's latest. */
export type TrackerWrites = RoomData["room"]["trackerWrites"];
export type TrackerWrite = TrackerWrites[number];
