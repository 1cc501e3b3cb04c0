// The server for the planning benchmark: the real app with the product's functions and real
// access tokens, in its own process. "seed" creates signed-in users directly (skipping the
// deliberately slow password hashing, which is not what this benchmark measures).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { z } from "zod";
import { startApp } from "../../src/server/app";
import { startAuthSession } from "../../src/server/features/auth/sessionStore";
import { signAccessToken } from "../../src/server/features/auth/tokens";
import { loadConfig } from "../../src/server/config";
import { recordGcPauses } from "./gcLog";
import { metricsReporter } from "./serverMetrics";
import { mapProfileToSources } from "./profileSourceMaps";
import { insertUser } from "../../src/server/features/users/data/users";
import { internalMutation } from "../../src/server/live";

const dataDir = process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "planning-poker-bench-"));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, HOST: "127.0.0.1", LOG_LEVEL: "silent", RATE_LIMITS: "off", PORT: process.env.PORT ?? "0" });
const app = await startApp(config, { webDir: null, logger: false });

const seedUser = internalMutation({
  args: z.object({ index: z.number().int() }),
  handler: async (ctx, { index }) => {
    const id = `bench-user-${index}`;
    await insertUser(ctx.data, { id, name: `Player ${index}`, email: `player${index}@bench.test`, image: null, theme: null, created_at: ctx.now });
    return startAuthSession(ctx.data, id, ctx.now);
  },
});

let profiler: import("node:inspector/promises").Session | undefined;
const sourceMaps = new Map<string, import("node:module").SourceMap | null>();
const metrics = metricsReporter({
  statementCount: () => app.services.database.statementCount(),
  sessionCount: () => app.sessionCount(),
  output: () => app.services.runtime.output,
});
const takeGcPauses = recordGcPauses();
// The benchmark that started this server is gone (it failed or was stopped): so is the server.
process.on("disconnect", () => process.exit(0));
process.on("message", async (message: { type: string; count?: number; collectGarbage?: boolean; label?: string }) => {
  if (message.type === "seed") {
    const tokens: string[] = [];
    for (let index = 0; index < message.count!; index++) {
      const grant = await app.services.runtime.runInternal(seedUser, { index });
      tokens.push(await signAccessToken(app.services.runtime.app.auth.accessTokenKey, grant));
    }
    process.send!({ type: "seeded", tokens });
  }
  if (message.type === "metrics") process.send!(metrics({ collectGarbage: message.collectGarbage !== false }));

  // BENCH_PROFILE_RUN: a CPU profile of the measured window only, without the set-up;
  // BENCH_PROFILE_RUN=alloc: where that window allocates (sampled, garbage included).
  if (message.type === "profile-start" || message.type === "profile-stop") {
    const { Session } = await import("node:inspector/promises");
    const { writeFileSync, mkdirSync } = await import("node:fs");
    // =promoted: only what outlived the young generation (what major collections have to clean up).
    const allocations = process.env.BENCH_PROFILE_RUN === "alloc" || process.env.BENCH_PROFILE_RUN === "promoted";
    profiler ??= new Session();
    if (message.type === "profile-start") {
      profiler.connect();
      if (allocations) {
        await profiler.post("HeapProfiler.enable");
        await profiler.post("HeapProfiler.startSampling", { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: process.env.BENCH_PROFILE_RUN === "alloc" });
      } else {
        await profiler.post("Profiler.enable");
        // A round end on its own lasts milliseconds: sample every 100 µs, not every 1 ms.
        if (process.env.BENCH_PROFILE_ROUND_ENDS) await profiler.post("Profiler.setSamplingInterval", { interval: 100 });
        await profiler.post("Profiler.start");
      }
    } else {
      const { profile } = (await profiler.post(allocations ? "HeapProfiler.stopSampling" : "Profiler.stop")) as unknown as { profile: Parameters<typeof mapProfileToSources>[1] };
      if (!allocations) await mapProfileToSources(profiler, profile, sourceMaps);
      mkdirSync("bench/results", { recursive: true });
      writeFileSync(`bench/results/${message.label ?? "run"}-${Date.now()}.${allocations ? "heapprofile" : "cpuprofile"}`, JSON.stringify(profile));
      profiler.disconnect();
    }
    process.send!({ type: "profiled" });
  }
  // BENCH_HEAP_SNAPSHOT: what the idle sockets hold, to compare with a snapshot taken before them.
  if (message.type === "heap-snapshot") {
    const { writeHeapSnapshot } = await import("node:v8");
    const { mkdirSync } = await import("node:fs");
    mkdirSync("bench/results", { recursive: true });
    writeHeapSnapshot(`bench/results/${message.label ?? "heap"}-${Date.now()}.heapsnapshot`);
    process.send!({ type: "heap-snapshot-written" });
  }
  if (message.type === "gc-pauses") process.send!({ type: "gc-pauses", pauses: takeGcPauses() });
  if (message.type === "stop") void app.close().then(() => process.exit(0));
});
process.send!({ type: "ready", url: app.url });
