// voting.* (spec 7): votes, the round controls and the round history. Each function lives in
// voting/; the paths stay voting.<name> because this file is what the registry sees.
export { exportRoundHistoryCsv, getRoundHistory } from "./history";
export { cancelAutoReveal, clearVotes, resetVoting, revealVotes } from "./roundControls";
export { extendTimer, pauseTimer, resumeTimer, startTimer, stopTimer } from "./roundTimer";
export { submitVote } from "./submitVote";
