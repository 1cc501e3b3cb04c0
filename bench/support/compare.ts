// `--compare` of the planning benchmark: each preset against the app and against the floor (the
// relay) in one window, printed side by side with the ratio app / floor.
import { ms } from "./stats";

/** The figures a comparison puts side by side, as one run reports them. */
export interface ComparedFigures {
  voteP99: number;
  ownerRevealP99: number;
  ownerNewRoundP99: number;
  serverCpuMsPerVote: number;
  generatorCpuMsPerVote: number;
  /** Vote sightings missed, mutations refused, votes or rooms stalled, clients differing from the database. */
  missing: number;
  refused: number;
  stalled: number;
  mismatches: number;
}

export const COMPARED: readonly { key: Exclude<keyof ComparedFigures, "missing" | "refused" | "stalled" | "mismatches">; label: string }[] = [
  { key: "voteP99", label: "vote p99 (ms)" },
  { key: "ownerRevealP99", label: "owner reveal p99 (ms)" },
  { key: "ownerNewRoundP99", label: "owner new round p99 (ms)" },
  { key: "serverCpuMsPerVote", label: "server CPU/vote (ms)" },
  { key: "generatorCpuMsPerVote", label: "generator CPU/vote (ms)" },
];

/** app / floor as "2.35x"; "n/a" when either is not a finite figure or the floor is 0. */
export function ratio(app: number, floor: number): string {
  if (!Number.isFinite(app) || !Number.isFinite(floor) || floor <= 0) return "n/a";
  return `${(app / floor).toFixed(2)}x`;
}

/** "none" when the run lost, refused, stalled and disagreed on nothing, else what it did. */
export function checks(f: ComparedFigures): string {
  if (f.missing + f.refused + f.stalled + f.mismatches === 0) return "none";
  return `${f.missing} missed, ${f.refused} refused, ${f.stalled} stalled, ${f.mismatches} != db`;
}

/** The comparison as a Markdown table: per preset, each figure's app, floor and ratio, and the checks of both. */
export function comparisonTable(rows: { name: string; app: ComparedFigures; floor: ComparedFigures }[]): string[] {
  const header = ["preset", ...COMPARED.flatMap(({ label }) => [`${label} app`, "floor", "app/floor"]), "votes lost, refused, stalled or != db (app; floor)"];
  const lines = [`| ${header.join(" | ")} |`, `|---|${COMPARED.map(() => "---:|---:|---:|").join("")}---|`];
  for (const { name, app, floor } of rows) {
    const cells = COMPARED.flatMap(({ key }) => [ms(app[key]), ms(floor[key]), ratio(app[key], floor[key])]);
    lines.push(`| ${[name, ...cells, `${checks(app)}; ${checks(floor)}`].join(" | ")} |`);
  }
  return lines;
}
