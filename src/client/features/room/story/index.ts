// The story feature's face: the panel with the story being estimated.
export { StoryPanel } from "./StoryPanel";
