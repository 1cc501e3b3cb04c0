// The catalogue's trackers area (MESSAGES.trackers in src/shared/messages.ts): a room's tracker
// source and importing its issues into the queue (issue 31; no spec wording).
export const TRACKERS_MESSAGES = {
  unknownTracker: "This server does not offer that tracker as a room's source.",
  noSource: "This room has no tracker source yet. An owner or admin can choose one in the Story panel.",
  sourceTooLong: "That source is longer than any tracker names one. Check what you typed.",
  sourceChanged: "The room's tracker source changed meanwhile. Look at the new source, then preview again.",
  notAnIssue: "This story did not come from the room's tracker, or has no agreed estimate yet. Record an estimate for an imported story first.",
} as const;

/** A person without a connection to the room's tracker is told where to make one. */
export function connectTrackerFirst(trackerLabel: string): string {
  return `Connect ${trackerLabel} first: open the account menu, then Tracker connections, and paste a personal token. Imports use your own connection.`;
}

export function nothingToImportFrom(trackerLabel: string): string {
  return `${trackerLabel} found no issues to import there. Check the milestone, labels, query or sprint, then preview again.`;
}

export function cannotWriteTo(trackerLabel: string): string {
  return `Writing estimates back to ${trackerLabel} is not available yet. Copy the agreed value to ${trackerLabel} by hand for now.`;
}

export function notANumber(value: string): string {
  return `The agreed card "${value}" is not a number, so there is nothing to write to the tracker.`;
}
