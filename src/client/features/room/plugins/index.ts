// The room's plugin face: what a tracker plugin's client part may use of the room.
export { StorySourceSwitch } from "./StorySourceSwitch";
