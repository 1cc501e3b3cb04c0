// voting.* (spec 7): votes, the round controls and the round history. Each function lives in
// voting/; the paths stay voting.<name> because this file is what the registry sees.
export { exportRoundHistoryCsv, getRoundHistory } from "./voting/history";
export { clearVotes, resetVoting, revealVotes } from "./voting/roundControls";
export { submitVote } from "./voting/submitVote";
