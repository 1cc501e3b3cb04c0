// The catalogue's trackers area (MESSAGES.trackers in src/shared/messages.ts): a room's tracker
// source and importing its issues into the queue (issue 31; no spec wording).
export const TRACKERS_MESSAGES = {
  unknownTracker: "This server does not offer that tracker as a room's source.",
  noSource: "This room has no tracker source yet. An owner or admin can choose one in the Story panel.",
  sourceTooLong: "That source is longer than any tracker names one. Check what you typed.",
  sourceChanged: "The room's tracker source changed meanwhile. Look at the new source, then preview again.",
  notAnIssue: "This story did not come from the room's tracker, or has no agreed estimate yet. Record an estimate for an imported story first.",
  cardValuesNeedSource: "Choose the room's tracker source first: card numbers are for writing estimates back to it.",
  cardValueInvalid: "Give each card a number from 0 to 10000, such as 3 or 0.5, or leave it empty.",
  cardValuesTooMany: "A room maps at most 30 cards to numbers.",
  openerNotManager: "The owner or admin who opened this async batch is no longer one in this room, so the estimate was not written with their connection. Copy it to the tracker by hand.",
} as const;

/** A room takes its stories from one place: a tracker source or a plugin's own switch (JIRA), not both. */
export function oneStorySource(other: string): string {
  return `This room takes its stories from ${other}. Stop using ${other} in the Story panel first: a room takes stories from one tracker at a time.`;
}

/** The card has no number and the room gives it none: said when a write is refused and beside the switched-off option. */
export function noNumberForCard(card: string, trackerLabel: string): string {
  return `The card "${card}" is not a number, so nothing can be written to ${trackerLabel}. An owner or admin can give each card a number under "Card numbers" in the Story panel.`;
}

export function estimateWritten(trackerLabel: string, key: string, value: number | string): string {
  return `Estimate ${value} written to ${trackerLabel} for ${key}.`;
}

/** Beside the switched-off option of a deck whose cards are not numbers and have none in this room. */
export function cardsNeedNumbers(trackerLabel: string): string {
  return `These cards are not numbers, so nothing can be written to ${trackerLabel}. An owner or admin can give each card a number under "Card numbers" in the Story panel.`;
}

/** A failed write's toast (the tracker's sentence beneath it): the recorded estimate stays. */
export function estimateNotWritten(trackerLabel: string): string {
  return `The estimate is recorded here, but ${trackerLabel} did not take it.`;
}

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

/** An estimate agreed async that the server is writing back (issue 33): beside the agreed story in the room. */
export function asyncWriting(trackerLabel: string, key: string): string {
  return `Writing to ${trackerLabel} (${key})…`;
}

/** An estimate agreed async that the server wrote back. */
export function asyncWritten(trackerLabel: string, key: string): string {
  return `Written to ${trackerLabel} (${key}).`;
}

/** An estimate agreed async that the tracker refused (the tracker's sentence beneath it): the recorded estimate stays. */
export function asyncNotWritten(trackerLabel: string, key: string): string {
  return `Not written to ${trackerLabel} (${key}):`;
}
