// async.* (issue 33): estimating stories of the queue without a meeting.
export { closeBatch, openBatch } from "./batches";
export { submitVote } from "./votes";
export { getBatch, getReminderMails, setReminderMails, waitingForMe } from "./view";
