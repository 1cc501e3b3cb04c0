// async.* (issue 33): estimating stories of the queue without a meeting.
export { closeBatch, openBatch } from "./batches";
export { submitVote } from "./votes";
export { getBatch, waitingForMe } from "./view";
