// The catalogue's async area (MESSAGES.async in src/shared/messages.ts): async estimation (issue 33; no spec wording).

export const ASYNC_MESSAGES = {
  pickStories: "Please pick at least one story of the queue to estimate.",
  storiesNotPending: "Only stories of the queue that are not estimated yet can be opened for async estimation.",
  deadlinePast: "The deadline must be in the future.",
  deadlineTooFar: "The deadline must be at most 30 days away.",
  batchOpen: "This room already has stories open for async estimation: close them first.",
  noBatch: "No stories are open for async estimation in this room.",
  storyNotInBatch: "That story is not open for async estimation.",
  storyRevealed: "The votes on that story have been revealed already.",
  reasonTooLong: "A reason must be at most 500 characters long.",
} as const;
