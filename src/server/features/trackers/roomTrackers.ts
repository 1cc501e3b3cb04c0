// What a tracker plugin tells the trackers feature (its ServerPlugin's `tracker`): how a manager's
// typed source becomes a room's source, and how an import route reads its stories. The feature knows
// no tracker: it stores the source, picks the caller's own connection, previews, dedupes and queues.
import type { Config } from "../../config";

/** One call to the tracker, as one person: their own connection's site and opened token. */
export interface TrackerCall {
  connection: { site: string | null; token: string; account: string };
  config: Config;
}

/** A source as the tracker resolved it: what to store (plain JSON) and what the room shows. */
export interface ResolvedSource {
  /** Stored as JSON and handed back to readStories (and writeEstimate) as is. */
  source: Readonly<Record<string, unknown>>;
  /** For everyone in the room: "octo-org/app", "ABC board (board 1)". */
  label: string;
  /** The source's web page, when it has one. */
  url: string | null;
}

/** A story as a tracker reads it, before it is a queue story. */
export interface ImportedStory {
  /** The tracker's key for the issue ("octo-org/app#12", "ABC-7"): a story already queued with it is not added again. */
  key: string;
  title: string;
  /** 1 (most urgent) to 5 by spec 9's ordering, null when the tracker has none. */
  priority: number | null;
  /** The current estimate, when the issue has one. */
  estimate: number | null;
  description: string;
  /** Kept as text; "markdown" is also rendered to safe HTML at import, "html" kept as HTML (both sanitised where shown); "wiki" stays text. */
  descriptionFormat: "markdown" | "wiki" | "html";
  url: string;
}

/** One entry of a source pick list: the value a source field takes ("12") and what a manager reads ("ABC board (board 12)"). */
export interface SourceChoice {
  value: string;
  label: string;
}

/** Arguments a client sends: a source or an import route, checked by the tracker. Bounded here, parsed there. */
export type TrackerInput = Readonly<Record<string, string | number | readonly string[]>>;

/** The agreed card and the number a tracker may store: the card's own number, or the room's mapping
 *  of a non-numeric card (T-shirt sizes); null when the card has no number and no mapping. */
export interface EstimateToWrite {
  card: string;
  value: number | null;
}

/** Whether this source can take an estimate now, and where it goes ("Story Points", "the label
 *  estimate: 5", "weight"); when not, the sentence a manager reads why the option is off. */
export type WriteTarget =
  /** `cards`: cards without a number the target stores as they are (a Linear T-shirt scale's sizes). */
  | { ok: true; label: string; cards?: readonly string[] }
  | { ok: false; reason: string };

export interface RoomTracker {
  /**
   * Checks a manager's typed source and asks the tracker that it exists and this connection sees
   * it. Rejects with the tracker client's TrackerError (a sentence that says what to do). Write
   * settings (a project's number field, a label prefix) come in the same input and are kept in the source.
   */
  resolveSource(call: TrackerCall, input: TrackerInput): Promise<ResolvedSource>;
  /**
   * Every story the route names in the source, through every page the tracker returns; pull
   * requests, drafts and the like left out. Rejects with a TrackerError.
   */
  readStories(call: TrackerCall, source: Readonly<Record<string, unknown>>, route: TrackerInput): Promise<ImportedStory[]>;
  /** The sources of one kind this connection may pick ("board": the boards it sees), for the source form's pick list; at most 100. */
  listSources?(call: TrackerCall, kind: string): Promise<SourceChoice[]>;
  /** Where an agreed estimate would go for this source and connection, or why it cannot (issue 31, Deliver 3). */
  writeTarget?(call: TrackerCall, source: Readonly<Record<string, unknown>>): Promise<WriteTarget>;
  /** Rejects with a TrackerError sentence (a value off the tracker's scale is refused before anything is sent). */
  writeEstimate?(call: TrackerCall, source: Readonly<Record<string, unknown>>, story: { key: string }, estimate: EstimateToWrite): Promise<void>;
}
