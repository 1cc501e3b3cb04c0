// The voting feature's face: the voting panel, and what the queue and the participants read of it.
export { useRoomDeck } from "./useRoomDeck";
export { votedParticipants } from "./voteCounts";
export { VotingPanel } from "./VotingPanel";
