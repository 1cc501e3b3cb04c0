// What every tracker client throws: a kind the caller can branch on, a sentence for the person (never
// built from the request, so no token; a code of the shared catalogue, src/shared/messages/trackerRefusals.ts),
// and the HTTP status when there was one. Each tracker names its kinds.
import { sayRefusal } from "../../shared/messageCodes";

export class TrackerError<Kind extends string> extends Error {
  constructor(
    readonly kind: Kind,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** A tracker's own words after a sentence (" GitHub says: Not Found."), or nothing when it said none. */
export function trackerSays(tracker: string, words: string): string {
  const text = words.trim();
  return text ? sayRefusal("tracker.says", { tracker, text: /[.!?]$/.test(text) ? text : `${text}.` }) : "";
}
