// Async estimation's face (issue 33): what the app wires in (its environment, room extension and
// deadline sweep), and the view's types.
export { createAsyncEnvironment, type AsyncEnvironment } from "./environment";
export { asyncQueueExtension, asyncRoomExtension } from "./roomExtension";
export { scheduleAsyncDeadlines, revealDueBatchesOnce, ASYNC_DEADLINE_SWEEP_MS } from "./deadlines";
export type { AsyncBatchData, AsyncBatchView, AsyncStoryView, WaitingRoom } from "./view";
export { sendDueRemindersOnce } from "./reminders";
