// The catalogue's validation area (MESSAGES.validation in src/shared/messages.ts): its own module, so a page
// loads only the areas it shows.
export const VALIDATION_MESSAGES = {
  roomCodeFormat: "Room code must be 3-8 characters long and contain only letters and numbers",
  nameTooShort: "Name must be at least 2 characters long",
  passwordsDoNotMatch: "Passwords do not match",
  invalidStoryPoints: "Please select a valid Fibonacci number",
  notFibonacci: "Story points must be a Fibonacci number",
  // Rooms with other decks (issue 15; no spec wording).
  notInDeckPoints: "Story points must be one of this room's cards",
  noPointsInDeck: "This room's cards are not numbers, so there are no story points to write",
  // No spec wording.
  roomNameRequired: "Please enter a room name",
  roomNameTooLong: "Room name must be at most 60 characters long",
  joinCodeRequired: "Please enter a room code",
  joinCodeFormat: "Room code must be at most 8 characters long and contain only letters and numbers",
  maxFibonacciInvalid: "Please choose the highest card from the list",
  storyRequired: "Please enter a story",
  storyTooLong: "Story must be at most 2000 characters long",
  nameTooLong: "Name must be at most 50 characters long",
  emailRequired: "Please enter your email",
  emailInvalid: "Please enter a valid email address",
  emailTooLong: "Email must be at most 254 characters long",
  passwordRequired: "Please enter your password",
  passwordTooShort: "Password must be at least 6 characters long",
  passwordTooLong: "Password must be at most 200 characters long",
  sessionIdInvalid: "Your browser session id is not valid. Please reload the page.",
} as const;
