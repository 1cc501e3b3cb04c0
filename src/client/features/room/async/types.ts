// The async view's types, from the api's return types (never a server file).
import type { ResultOf } from "../../../../shared/functionReference";
import type { api } from "../../../lib/api";

export type AsyncBatchData = NonNullable<ResultOf<typeof api.async.getBatch>>;
export type AsyncBatch = NonNullable<AsyncBatchData["batch"]>;
export type AsyncStory = AsyncBatch["stories"][number];
export type MyAsyncVotes = AsyncBatchData["myVotes"];
