// queue.* (issue 14): the story queue and the planning session it runs. Only what this file
// exports is public; internal queries stay in their files.
export { exportSessionSummary, getQueue, getSessionSummary, getStoryDetails } from "./queries";
export { nextStory, recordEstimate, startStory } from "./session";
export { addStories, addStory, editStory, moveStory, removePendingStories, removeStory } from "./stories";
