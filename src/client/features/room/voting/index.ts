// The voting feature's face: the voting panel, and what the queue and the participants use of it
// (the deck, who voted, the download the round history and the session summary share).
export { useRoomDeck } from "./useRoomDeck";
export { votedParticipants } from "./voteCounts";
export { VotingPanel } from "./VotingPanel";
export { saveTextFile } from "./saveFile";
export { CardDeck } from "./CardDeck";
export { agreementLabel } from "./AgreementMeter";
