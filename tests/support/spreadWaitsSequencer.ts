// The order vitest starts test files in. Its own order (longest last time first, else largest
// first, project by project) starts the few files that mostly wait (database outages, real
// timers) together: four workers waiting left both cores idle for most of a minute. Here at most
// two of them start at once, the rest spread through the run, so two workers always have files
// that use the cores.
import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Files that spend most of their time waiting, longest first, as "project:path from the repository
 * root" (a file that runs only on PostgreSQL is over at once in the sqlite project). A file missing
 * from the list only runs in vitest's own order; one listed by mistake only moves.
 */
export const MOSTLY_WAITING = [
  "pg:src/client/sync/queuedAcrossOutage.int.test.ts",
  "pg:src/server/features/presence/presenceAfterOutage.int.test.ts",
  "sqlite:src/server/features/voting/roundTimer.int.test.ts",
  "pg:src/server/features/voting/roundTimer.int.test.ts",
  "pg:src/client/auth/databaseOutage.int.test.ts",
  "sqlite:src/server/serviceLifecycle.int.test.ts",
  "pg:src/server/serviceLifecycle.int.test.ts",
  "sqlite:src/server/features/voting/autoReveal.int.test.ts",
  "pg:src/server/features/voting/autoReveal.int.test.ts",
  "sqlite:src/server/features/auth/anonymousLimits.int.test.ts",
  "pg:src/server/features/auth/anonymousLimits.int.test.ts",
  "sqlite:src/server/features/presence/presenceAcrossInstances.int.test.ts",
  "pg:src/server/features/presence/presenceAcrossInstances.int.test.ts",
];

/**
 * Where the other waiting files go, as shares of the integration files that do not wait: from when
 * the first two are about done to near the end, evenly. Unit files (last, and over in milliseconds)
 * are not counted, so the shares follow time more than the count of files would.
 */
const SPREAD = { from: 0.3, to: 0.9 };

/** `span`: how many of the files that do not wait, from the start, the later waiting files spread over. */
export function spreadWaits<T>(files: readonly T[], waitRank: (file: T) => number, span = files.length): T[] {
  const waiting = files.filter((file) => waitRank(file) >= 0).sort((a, b) => waitRank(a) - waitRank(b));
  const rest = files.filter((file) => waitRank(file) < 0);
  const ordered = [...waiting.slice(0, 2), ...rest];
  const later = waiting.slice(2);
  const over = Math.min(span, rest.length);
  // Inserted from the last, so earlier positions do not move.
  for (let k = later.length - 1; k >= 0; k--) {
    const share = later.length === 1 ? SPREAD.from : SPREAD.from + ((SPREAD.to - SPREAD.from) * k) / (later.length - 1);
    ordered.splice(2 + Math.round(share * over), 0, later[k]!);
  }
  return ordered;
}

export default class SpreadWaitsSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const rank = (file: TestSpecification) => MOSTLY_WAITING.indexOf(`${file.project.name}:${relative(root, file.moduleId)}`);
    const integration = files.filter((file) => !file.project.name.startsWith("unit") && rank(file) < 0).length;
    return spreadWaits(await super.sort(files), rank, integration);
  }
}
