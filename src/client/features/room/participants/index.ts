// The participants feature's face: the panel of who is in the room.
export { ParticipantsPanel } from "./ParticipantsPanel";
