// What a tracker plugin's client part says about itself for the generic source picker and import
// dialog: the kinds of source a room may take from it and, per kind, the routes an import may
// take, each with its typed fields. The server's RoomTracker checks every value again.
// Labels, hints, descriptions and options' labels are ids of the "trackers" catalogue area
// (shared words under "descriptor.", a tracker's own under its id), said in the page's language;
// a placeholder is an example of the tracker's own data ("owner/name", "Sprint 4") and stays as it is.

export interface TrackerField {
  /** The key sent to the server (in `source` or `route`). */
  name: string;
  /** A message id of the "trackers" area, like every label, hint and description below. */
  label: string;
  type?: "text" | "number" | "select";
  /** For "select": [value, label] pairs, the first one chosen at first. */
  options?: readonly (readonly [string, string])[];
  placeholder?: string;
  hint?: string;
  /** Optional fields left empty are not sent. */
  optional?: boolean;
  /** Sent as a list, split at commas. */
  list?: boolean;
  /** Starts with this value. */
  initial?: string;
  /** The tracker lists what may be picked (trackers.listSources): offered as suggestions, typing still works. */
  listed?: boolean;
  /** A write setting the server keeps in the source (a label prefix, a number field): the form starts from the room's. */
  setting?: boolean;
}

export interface TrackerRoute {
  route: string;
  /** The route's button: "descriptor.milestoneAndLabels" ("Milestone and labels"). */
  label: string;
  /** What it adds, said under the fields. */
  description: string;
  fields: readonly TrackerField[];
}

export interface TrackerSourceKind {
  kind: string;
  /** "github.repository" ("Repository"), "jiraDc.board" ("Board"). */
  label: string;
  fields: readonly TrackerField[];
  /** The import routes a source of this kind offers, the first one chosen at first. */
  routes: readonly TrackerRoute[];
}

export interface TrackerDescriptor {
  /** The server plugin's name ("github", "jiraDc"): the room's trackerSource.tracker and connections' tracker. */
  id: string;
  /** For people: "GitHub". */
  label: string;
  sources: readonly TrackerSourceKind[];
}

/** The values typed into `fields` as the server takes them: numbers for number fields, lists split at commas, empty optional fields left out. */
export function fieldValues(fields: readonly TrackerField[], typed: Readonly<Record<string, string>>): Record<string, string | number | string[]> {
  const values: Record<string, string | number | string[]> = {};
  for (const field of fields) {
    const raw = (typed[field.name] ?? field.initial ?? (field.type === "select" ? (field.options?.[0]?.[0] ?? "") : "")).trim();
    if (!raw && field.optional) continue;
    values[field.name] = field.list ? raw.split(",").map((part) => part.trim()).filter(Boolean) : field.type === "number" && /^\d+$/.test(raw) ? Number(raw) : raw;
  }
  return values;
}
