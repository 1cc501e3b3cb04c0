// The typed caller against a real server: a value, a refusal and an unknown path, as a test sees them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, as } from "./typedCalls";
import { startTestServer, type TestServer } from "./testServer";
import { signUpUser, type SignedUpUser } from "./users";

describe("as(who).call(api.x.y, args)", () => {
  let server: TestServer;
  let alice: SignedUpUser;

  beforeAll(async () => {
    server = await startTestServer();
    alice = await signUpUser(server, "Alice");
  });
  afterAll(() => server.close());

  it("calls each kind at its endpoint with the caller's token and gives the typed value", async () => {
    const { code } = await as(server, alice).call(api.rooms.createRoom, { name: "Typed", maxFibonacci: 89, isPermanent: false, sessionId: "typed-session" });
    const { roomId } = await as(server, alice).call(api.rooms.joinRoom, { code, sessionId: "typed-session" });
    const data = await as(server, alice).call(api.rooms.getRoomData, { roomId });
    expect(data?.room.name).toBe("Typed");
    const me = await as(server, alice).call(api.users.current, {});
    expect(me?.name).toBe("Alice");
  });

  it("gives a refusal's sentence, and fails a test that expected the other outcome", async () => {
    const { code } = await as(server, alice).call(api.rooms.createRoom, { name: "Private", maxFibonacci: 89, isPermanent: false, sessionId: "typed-session" });
    const { roomId } = await as(server, alice).call(api.rooms.joinRoom, { code, sessionId: "typed-session" });
    const bob = await signUpUser(server, "Bob");
    expect(await as(server, bob).call(api.rooms.getRoomData, { roomId })).toBeNull();
    const reveal = { roomId, sessionId: "typed-session" };
    const refusal = await as(server, bob).refusal(api.voting.revealVotes, reveal);
    expect(refusal).toMatch(/\w+ \w+/);
    await expect(as(server, bob).call(api.voting.revealVotes, reveal)).rejects.toThrow(`voting.revealVotes failed: ${refusal}`);
    await expect(as(server, alice).refusal(api.voting.revealVotes, reveal)).rejects.toThrow("voting.revealVotes unexpectedly succeeded");
  });
});
