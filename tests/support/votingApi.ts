// voting.* over HTTP for integration tests, as the person a RoomsApi stands for, typed by the
// functions' definitions.
import type { Endpoint } from "./functionCalls";
import type { RoomsApi } from "./roomsApi";
import { api, as, CallsAs } from "./typedCalls";

export class VotingApi extends CallsAs {
  constructor(
    server: Endpoint,
    readonly person: RoomsApi,
  ) {
    super(as(server, person.user));
  }

  vote(roomId: string, participantId: string, value: string) {
    return this.call(api.voting.submitVote, { roomId, participantId, value });
  }

  reveal(roomId: string) {
    return this.call(api.voting.revealVotes, { roomId, sessionId: this.person.sessionId });
  }

  reset(roomId: string) {
    return this.call(api.voting.resetVoting, { roomId, sessionId: this.person.sessionId });
  }

  clear(roomId: string) {
    return this.call(api.voting.clearVotes, { roomId, sessionId: this.person.sessionId });
  }

  history(roomId: string) {
    return this.call(api.voting.getRoundHistory, { roomId });
  }

  exportCsv(roomId: string) {
    return this.call(api.voting.exportRoundHistoryCsv, { roomId });
  }
}
