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

/** Where the waiting files go: the first two at the start, the others spread over this share of the rest. */
const SPREAD_OVER = 0.7;

export function spreadWaits<T>(files: readonly T[], waitRank: (file: T) => number): T[] {
  const waiting = files.filter((file) => waitRank(file) >= 0).sort((a, b) => waitRank(a) - waitRank(b));
  const rest = files.filter((file) => waitRank(file) < 0);
  const ordered = [...waiting.slice(0, 2), ...rest];
  const later = waiting.slice(2);
  // Inserted from the last, so earlier positions do not move.
  for (let k = later.length - 1; k >= 0; k--) {
    const at = 2 + Math.round(((k + 1) / later.length) * SPREAD_OVER * rest.length);
    ordered.splice(at, 0, later[k]!);
  }
  return ordered;
}

export default class SpreadWaitsSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    return spreadWaits(await super.sort(files), (file) => MOSTLY_WAITING.indexOf(`${file.project.name}:${relative(root, file.moduleId)}`));
  }
}
