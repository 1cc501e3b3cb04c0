// voting.* over HTTP for integration tests, as the person a RoomsApi stands for.
import { ModuleCaller } from "./functionCalls";
import type { RoomsApi } from "./roomsApi";
import type { TestServer } from "./testServer";

export class VotingApi extends ModuleCaller {
  constructor(
    server: TestServer,
    readonly person: RoomsApi,
  ) {
    super(server, "voting", () => person.user?.token);
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
