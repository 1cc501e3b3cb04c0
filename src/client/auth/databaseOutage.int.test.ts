// The database down for 20 s under a signed-in client of our own sync library: the socket is
// cut meanwhile, so the client signs in again while nothing can check its token. An outage is
// not a refusal: the user must still be signed in, and current, once the database is back.
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as counter from "../../../tests/support/counterFunctions";
import { createTestDatabase, startThrowawayCluster, type TestDatabase, type ThrowawayCluster } from "../../../tests/support/postgres";
import { startTestServer, testEngine, type TestServer } from "../../../tests/support/testServer";
import { signUpUser } from "../../../tests/support/users";
import type { ArgsOf } from "../../shared/functionReference";
import { api } from "../lib/api";
import { HttpClient, SyncClient, type WebSocketConstructor } from "../sync";
import type { AuthTransport } from "./authHttp";
import { AuthSession } from "./authSession";
import { readTokens, writeTokens } from "./tokenStorage";

const OUTAGE_MS = 20_000;

/** The browser's storage, for AuthSession in Node: a plain map behind the Storage methods it uses. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
  clear = () => this.items.clear();
}

describe.runIf(testEngine() === "postgres")("a signed-in sync client while the database is down", () => {
  let cluster: ThrowawayCluster;
  let database: TestDatabase;
  let server: TestServer | undefined;
  let client: SyncClient | undefined;

  beforeAll(async () => {
    vi.stubGlobal("window", new EventTarget());
    vi.stubGlobal("localStorage", new MemoryStorage());
    cluster = await startThrowawayCluster();
    database = await createTestDatabase(cluster.url);
  }, 60_000);
  afterAll(async () => {
    client?.close();
    await server?.app.close();
    await database?.drop().catch(() => {});
    await cluster?.stop();
    vi.unstubAllGlobals();
  }, 60_000);

  it("stays signed in, and current, when the database returns", async () => {
    server = await startTestServer({ engine: "postgres", database: { postgresUrl: database.url }, extraFunctions: { counter } });
    const user = await signUpUser(server, "Outage");
    writeTokens({ token: user.token, refreshToken: user.refreshToken });

    client = new SyncClient({ url: server.wsUrl, WebSocket: WebSocket as unknown as WebSocketConstructor, onLongDisconnect: () => {} });
    const http = new HttpClient(server.url);
    // As the browser's transport (authHttp.ts), against the test server's address.
    const transport: AuthTransport = {
      signIn: (args) => http.action(api.auth.signIn, args as ArgsOf<typeof api.auth.signIn>),
      signOut: async () => {},
    };
    const session = new AuthSession({ transport, target: client });
    session.start();
    client.watchQuery("counter.whoami", {}, () => {});
    client.watchQuery("counter.get", { name: "outage" }, () => {});
    await expect.poll(() => session.getSnapshot()).toEqual({ isLoading: false, isAuthenticated: true });
    await expect.poll(() => client!.getQueryResult("counter.whoami", {})).toEqual({ status: "success", value: user.userId });
    await http.mutation("counter.increment", { name: "outage" });

    await cluster.pause();
    // The socket drops during the outage (a proxy, a blip): the client must identify itself again.
    server.app.dropConnections();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    await cluster.resume();

    // Changed after the outage, through another caller: the client must show it.
    await expect.poll(() => http.mutation("counter.increment", { name: "outage", by: 5 }).catch(() => null), { timeout: 30_000 }).toBe(6);
    await expect.poll(() => client!.getQueryResult("counter.whoami", {}), { timeout: 30_000 }).toEqual({ status: "success", value: user.userId });
    await expect.poll(() => client!.getQueryResult("counter.get", { name: "outage" }), { timeout: 30_000 }).toEqual({ status: "success", value: 6 });
    expect(session.getSnapshot()).toEqual({ isLoading: false, isAuthenticated: true });
    expect(readTokens()).not.toBeNull();
  }, 120_000);
});
