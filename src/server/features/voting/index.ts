// Voting's face: the round of a room, for the queue and plugins. Voting registers its room
// extension (roomExtension.ts) and offers its own extension point (extensions.ts).
export { enterRound, type RoundStanding } from "./enterRound";
export { archiveAndStartRound } from "./roundControls";
export { getRound, setRoundStory, type Round, type RoundChanges, type VoterInRound } from "./data/rounds";
export { deckSettingOf, roomSettingsOf } from "./data/roundSettings";
export { listNamedVotes } from "./data/votes";
export { listQueueRounds } from "./data/roundHistory";
export { parseArchivedVotes } from "./roundArchive";
export type { RoundExtension, RoundSubject, SubjectColumns } from "./extensions";
export { roundView, votingRoomExtension, type RoundView } from "./roomExtension";
export { createAutoRevealClock, scheduleAutoReveals, reconsiderAutoReveal, type AutoRevealClock } from "./autoReveal";
export { updateRoomSettings } from "./settings";
export { getRoomData, type RoomData } from "./roomData";
