// The queue's face: for plugins that import stories into it and hear which one is current.
export { appendStories, manage, type NewStory } from "./stories";
export { showQueueStory } from "./session";
export { isTicketQueued, listQueueSummaries, setQueuedTicketPoints, type QueueStoryRow } from "./data/queue";
export { setCurrentQueueStoryId } from "./data/queueState";
export type { AgreedEstimate, QueueExtension } from "./extensions";
export { queueRoomExtension, queueRoundExtension, type QueueRoomView } from "./roomExtension";
export { clearStory, updateStory } from "./manualStory";
export { moveStoriesToTop, recordAgreedValue } from "./fromAbove";
