// The catalogue's trackers area (MESSAGES.trackers in src/shared/messages.ts): a room's tracker
// source and importing its issues into the queue (issue 31; no spec wording).
export const TRACKERS_MESSAGES = {
  unknownTracker: "This server does not offer that tracker as a room's source.",
  noSource: "This room has no tracker source yet. An owner or admin can choose one in the Story panel.",
  sourceTooLong: "That source is longer than any tracker names one. Check what you typed.",
  sourceChanged: "The room's tracker source changed meanwhile. Look at the new source, then preview again.",
} as const;

/** A person without a connection to the room's tracker is told where to make one. */
export function connectTrackerFirst(trackerLabel: string): string {
  return `Connect ${trackerLabel} first: open the account menu, then Tracker connections, and paste a personal token. Imports use your own connection.`;
}

export function nothingToImportFrom(trackerLabel: string): string {
  return `${trackerLabel} found no issues to import there. Check the milestone, labels, query or sprint, then preview again.`;
}
