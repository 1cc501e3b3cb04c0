// The timer feature's face: the round timer, its start button, and the auto-reveal countdown.
export { AutoRevealCountdown } from "./AutoRevealCountdown";
export { RoundTimer } from "./RoundTimer";
export { StartTimerButton } from "./StartTimerButton";
