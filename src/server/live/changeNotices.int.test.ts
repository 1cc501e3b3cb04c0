// Changes survive a crash between commit and notice (issue 37): the committing transaction sends
// its change notice itself (PostgreSQL delivers it on commit), so a viewer on another instance
// sees a change even when the instance that committed it is killed right after the commit.
import { afterAll, describe, expect, it } from "vitest";
import * as counter from "../../../tests/support/counterFunctions";
import { subscribe } from "../../../tests/support/liveQuery";
import { RawSyncClient } from "../../../tests/support/rawSyncClient";
import { freePort, killServerProcesses, serverProcessEnv, serverRunning, spawnServer } from "../../../tests/support/serverProcess";
import { startTestServer, testEngine, type TestServer } from "../../../tests/support/testServer";
import { as, testApi } from "../../../tests/support/typedCalls";

let viewerServer: TestServer | undefined;
let viewer: RawSyncClient | undefined;
afterAll(async () => {
  killServerProcesses();
  await viewer?.close();
  await viewerServer?.close();
});

describe.runIf(testEngine() === "postgres")("a change whose instance dies right after its commit", () => {
  it("reaches a viewer on another instance", async () => {
    viewerServer = await startTestServer({ extraFunctions: { counter } });
    const doomed = spawnServer("node", ["--import", "tsx", "tests/support/dieAfterCommitServer.ts"], serverProcessEnv(await freePort(), viewerServer.database));
    await serverRunning(doomed);

    const name = "die-after-commit-1";
    viewer = await RawSyncClient.connect(viewerServer.wsUrl);
    subscribe(viewer, 1, testApi.counter.get, { name });
    expect(await viewer.valueMatching(1, (v) => v === 0)).toBe(0);

    // The doomed instance commits, then kills itself: the caller gets no answer.
    await expect(as(doomed, null).call(testApi.counter.increment, { name, by: 7 })).rejects.toThrow();
    await doomed.exited;
    expect(doomed.child.signalCode).toBe("SIGKILL");

    // Committed, and the viewer on the other instance is shown it (no other write comes to help).
    expect(await viewer.valueMatching(1, (v) => v === 7, 15_000)).toBe(7);
  }, 90_000);
});
