// voting.* over HTTP for integration tests, as the person a RoomsApi stands for.
import type { RoomsApi } from "./roomsApi";
import type { TestServer } from "./testServer";
import { callFunction, type Envelope, type FunctionKind } from "./users";

export class VotingApi {
  constructor(
    private readonly server: TestServer,
    readonly person: RoomsApi,
  ) {}

  async call(kind: FunctionKind, name: string, args: Record<string, unknown>): Promise<Envelope> {
    return (await callFunction(this.server, kind, `voting.${name}`, args, this.person.user?.token)).body;
  }

  async ok(kind: FunctionKind, name: string, args: Record<string, unknown>): Promise<any> {
    const body = await this.call(kind, name, args);
    if (body.status !== "success") throw new Error(`voting.${name} failed: ${body.errorMessage}`);
    return body.value;
  }

  /** The error message; fails the test if the call succeeded. */
  async error(kind: FunctionKind, name: string, args: Record<string, unknown>): Promise<string> {
    const body = await this.call(kind, name, args);
    if (body.status !== "error") throw new Error(`voting.${name} unexpectedly succeeded with ${JSON.stringify(body.value)}`);
    return body.errorMessage;
  }

  vote(roomId: string, participantId: string, value: string): Promise<{ participantId: string; value: string }> {
    return this.ok("mutation", "submitVote", { roomId, participantId, value });
  }

  reveal(roomId: string): Promise<null> {
    return this.ok("mutation", "revealVotes", { roomId, sessionId: this.person.sessionId });
  }

  reset(roomId: string): Promise<{ round: number }> {
    return this.ok("mutation", "resetVoting", { roomId, sessionId: this.person.sessionId });
  }

  clear(roomId: string): Promise<null> {
    return this.ok("mutation", "clearVotes", { roomId, sessionId: this.person.sessionId });
  }

  history(roomId: string): Promise<any[] | null> {
    return this.ok("query", "getRoundHistory", { roomId });
  }

  exportCsv(roomId: string): Promise<{ filename: string; csv: string }> {
    return this.ok("action", "exportRoundHistoryCsv", { roomId });
  }
}
