// Every sentence shown to people: spec section 8 and the section 5 validation messages word for
// word, plus the server's own refusals where the spec gives none. Change wording here only.
import { MAX_QUERY_ARGS_BYTES } from "./constants";

export const MESSAGES = {
  auth: {
    signInInvalidPassword: "Invalid password. Please try again.",
    signInFailed: "Could not sign in. Please check your credentials.",
    signUpEmailExists: "An account with this email already exists.",
    signUpFailed: "Could not create account. Please try again.",
    /** Shown while tokens refresh (spec 8). */
    leavePageWarning: "Are you sure you want to leave? Your changes may not be saved.",
    tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
    notSignedIn: "You must be signed in to do that.",
    sessionExpired: "Your session has expired. Please sign in again.",
    /** Server side: `mapSignInError` keys on the words 'Invalid password'. */
    serverInvalidPassword: "Invalid password",
    /** Server side: deliberately vague, maps to `signInFailed`. */
    serverUnknownAccount: "No account matches this email and password",
    /** Server side: `mapSignUpError` keys on the words 'already exists'. */
    serverEmailExists: "An account with this email already exists",
    githubNotConfigured: "Sign-in with GitHub is not available on this server.",
    githubFailed: "Could not sign in with GitHub. Please try again.",
    // Accounts and their sign-in methods (no spec wording).
    /** Server side: a password sign-in for an account that has only GitHub. */
    serverGithubOnly: "This account signs in with GitHub. Please use Continue with GitHub.",
    githubOnlyHint: "This account signs in with GitHub: use Continue with GitHub.",
    githubLinkRequired:
      "An account with this email already exists. To use GitHub with it, sign in with your email and password, then choose Link GitHub in the account menu.",
    githubTakenByOther: "This GitHub account is already linked to another account.",
    githubLinked: "GitHub is now linked to your account.",
    githubUnlinked: "GitHub was unlinked from your account.",
    githubNotLinked: "That GitHub account is not linked to yours.",
    githubLinkFailed: "Could not link GitHub. Please try again.",
    githubLinkExpired: "This link to GitHub has expired or was already used. Please link GitHub again.",
    cannotUnlinkLast: "GitHub is your only way to sign in, so it cannot be unlinked. Set a password first with Forgot password? on the sign-in page.",
    mailNotConfigured: "Email is not set up on this server, so no message was sent. The operator can find the link in the server log.",
    resetRequested: "If an account uses this email, a link to choose a new password is on its way. It works once, within 30 minutes.",
    resetLinkInvalid: "This reset link has expired or was already used. Please ask for a new one.",
    passwordChanged: "Your password was changed and every session of your account was signed out. Please sign in with your new password.",
    verificationSent: "A verification link is on its way to your email address.",
    emailVerified: "Your email address is verified.",
    verifyLinkInvalid: "This verification link has expired or was already used. Please ask for a new one from the account menu.",
    mailFailed: "Could not send the email. Please try again later.",
  },
  rooms: {
    notSignedInCreate: "You must be signed in to create rooms",
    notSignedInJoin: "You must be signed in to join rooms",
    createFailed: "Failed to create room",
    joinFailed: "Failed to join room",
    joinFailedFromDashboard: "Failed to join room. Please check the room code.",
    created: "Room created successfully!",
    joining: "Joining room...",
    joined: "Joined room successfully!",
    deleted: "Room deleted successfully",
    deleteFailed: "Failed to delete room",
    left: "Left room successfully",
    leaveFailed: "Failed to leave room properly",
    adminUpdated: "Admin status updated successfully!",
    adminUpdateFailed: "Failed to update admin status",
    urlCopied: "Room URL copied to clipboard!",
    // No spec wording: the browser refused the clipboard.
    urlCopyFailed: "Could not copy the room URL. Please copy it from the address bar.",
    storyUpdated: "Story updated successfully!",
    storyUpdateFailed: "Failed to update story",
    storyCleared: "Story cleared successfully!",
    storyClearFailed: "Failed to clear story",
    // Server refusals (no spec wording).
    roomGone: "This room no longer exists.",
    notParticipant: "You are not a participant of this room",
    participantGone: "That participant is no longer in this room.",
    onlyManagers: "Only the room owner or an admin can do that.",
    onlyOwnerDelete: "Only the room owner can delete the room",
    onlyOwnerToggleAdmin: "Only the room owner can change admin status",
    cannotToggleOwnAdmin: "You cannot change your own admin status",
    cannotChangeOwnerRole: "The room owner's role cannot be changed",
    codeGenerationFailed: "Could not create a room code. Please try again.",
    customCodeTemporary: "Custom room codes are only available for permanent rooms",
    // Room settings and hand-over (issue 15; no spec wording).
    onlyOwnerFacilitation: "Only the room owner can choose whether everyone facilitates",
    onlyOwnerTransfer: "Only the room owner can make someone else the owner",
    cannotTransferToSelf: "You are already the owner of this room",
    settingsSaved: "Room settings saved",
    settingsSaveFailed: "Failed to save room settings",
    transferFailed: "Failed to hand the room over",
  },
  voting: {
    submitFailed: "Failed to submit vote",
    revealFailed: "Failed to reveal votes",
    resetFailed: "Failed to reset voting",
    clearFailed: "Failed to clear votes",
    cleared: "Votes cleared successfully!",
    // Server refusals (no spec wording).
    alreadyRevealed: "Votes are already revealed. Start a new round to vote again.",
    excluded: "You are excluded from voting in this room",
    notYourVote: "You can only vote for yourself",
    invalidCard: "That card is not in this room's deck",
    historyExportFailed: "Failed to download the round history",
  },
  /** Room decks (issue 15; no spec wording). */
  decks: {
    unknownKind: "Please choose a deck from the list",
    customTooFew: "A custom deck needs at least 2 cards",
    customTooMany: "A custom deck can have at most 20 cards",
    customCardEmpty: "Each card needs a label: remove the empty one between the commas",
    customCardSpecial: "'?' and '☕' are added with their own switches, not as custom cards",
    customCardSpaces: "Card labels cannot contain spaces",
    customCardTooLongGeneric: "Each card can be at most 4 characters long",
  },
  /** The round timer (issue 15; no spec wording). */
  timer: {
    durationInvalid: "Please enter the timer length in whole seconds",
    durationTooShort: "The timer must run for at least 5 seconds",
    durationTooLong: "The timer can run for at most 60 minutes",
    timeUp: "Time is up",
    noTimer: "There is no timer to change. Start one first.",
    extendInvalid: "A timer can be extended by 30 seconds or 1 minute at a time",
  },
  /** The room's keyboard shortcuts, as "?" lists them (issue 15). */
  shortcuts: {
    reveal: "Reveal votes",
    newRound: "Start a new round",
    help: "Show these shortcuts",
  },
  participants: {
    exclusionUpdated: "Voting exclusion updated successfully!",
    exclusionUpdateFailed: "Failed to update voting exclusion",
    kickFailed: "Failed to kick participant",
    youWereKicked: "You have been kicked from the room",
    // Server refusals (no spec wording).
    cannotKickSelf: "You cannot kick yourself",
    cannotKickOwner: "The room owner cannot be kicked",
    cannotKickRank: "You can only kick participants with a lower role than yours",
    cannotToggleExclusion: "Only the room owner or an admin can change who votes",
    cannotToggleExclusionRank: "You cannot change voting exclusion for someone with a higher role",
  },
  jira: {
    testFailed: "Failed to test connection",
    configSaved: "JIRA configuration saved successfully!",
    configSaveFailed: "Failed to save configuration",
    ticketCleared: "JIRA ticket cleared successfully!",
    enabled: "Enabled JIRA integration",
    disabled: "Disabled JIRA integration",
    toggleFailed: "Failed to toggle JIRA integration",
    ticketsFetched: "Tickets fetched successfully!",
    fetchFailed: "Failed to fetch tickets. Please check your JIRA configuration.",
    ticketSelected: "JIRA ticket selected successfully!",
    ticketSelectFailed: "Failed to select JIRA ticket",
    pointsUpdated: "Story points updated in JIRA successfully!",
    pointsUpdateFailed: "Failed to update story points in JIRA",
    // Spec 5 validation.
    fillAllFields: "Please fill in all fields",
    fillAllFieldsBeforeTesting: "Please fill in all fields before testing",
    notConfigured: "Please configure JIRA first",
    // Server refusals and JIRA answers (no spec wording).
    notEnabled: "JIRA integration is not enabled for this room",
    tokenForNewSite: "Enter the API token for the new JIRA site: the saved token is only used with the site it was saved for",
    testBeforeSaving: "Please test the connection before saving",
    ticketNotFound: "That JIRA ticket could not be found. Please refresh the tickets.",
    authFailed: "JIRA rejected the email or API token. Please check them.",
    forbidden: "This JIRA account is not allowed to do that. Please check its permissions.",
    notFound: "JIRA project or site not found. Please check the domain and project key.",
    rateLimited: "JIRA is busy right now. Please try again in a minute.",
    unreachable: "Could not reach JIRA. Please check the domain and try again.",
    storyPointsFieldMissing: "No story points field was found in this JIRA site.",
    ticketClearFailed: "Failed to clear JIRA ticket",
    configChangedWhileFetching: "The JIRA configuration changed while the tickets were loading. Please refresh again.",
    tokenUnreadable: "The saved JIRA API token can no longer be read. Please configure JIRA again.",
  },
  /** The story queue and planning session (issue 14; no spec wording). */
  queue: {
    titleRequired: "Please enter a story title",
    titleTooLong: "A story title must be at most 255 characters long",
    descriptionTooLong: "A story description must be at most 20000 characters long",
    linkInvalid: "The link must be a web address starting with http:// or https://",
    linkTooLong: "The link must be at most 2048 characters long",
    bulkEmpty: "Please paste at least one story, one per line",
    bulkTextTooLong: "The pasted text must be at most 30000 characters long",
    storyGone: "That story is no longer in the queue.",
    jqlRequired: "Please enter a JQL query",
    jqlTooLong: "A JQL query must be at most 2000 characters long",
    noCurrentStory: "Start a story from the queue first.",
    revealFirst: "Reveal the votes before recording the agreed estimate.",
    chooseAgreedValue: "No vote suggests a value: please choose the agreed card.",
    nothingToImport: "JIRA found no tickets to import.",
  },
  validation: {
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
  },
  pages: {
    roomNotFoundTitle: "Room Not Found",
    roomNotFoundCode: "ROOM_404",
    roomNotFoundHint: "Please double-check the room code and try again.",
    unexpectedError: "Unexpected Application Error!",
    notFoundTitle: "Page Not Found",
    serverErrorTitle: "Server Error",
    connectionErrorTitle: "Connection Error",
    accessDeniedTitle: "Access Denied",
    genericErrorTitle: "Something went wrong",
  },
  generic: {
    unexpected: "Something went wrong. Please try again.",
    /** No spec wording: the database is unreachable for a moment (a restart); nothing was changed. */
    unavailable: "The server is briefly unavailable. Please try again in a moment.",
    // No spec wording: the connection dropped before the server answered.
    notSaved: "The connection dropped before the change was saved. Please try again.",
  },
  /** Limits on connections and requests (DESIGN 9): what a client that passes them is told. */
  limits: {
    queryArgsTooLarge: `The arguments of a live query may be at most ${MAX_QUERY_ARGS_BYTES / 1024} KB.`,
    tooManyConnectionsFromAddress: "Too many open connections from this network. Close some tabs and try again.",
    tooManyConnectionsForAccount: "Too many open connections for this account. Close some tabs and try again.",
    tooManyRequests: "Too many requests. Please wait a minute and try again.",
  },
  app: {
    /** The installed app's update prompt (a new build was deployed). */
    updateAvailable: "A new version of Planning Poker is available.",
    updateReload: "Reload",
  },
} as const;

/** The room-code error code shown on the not-found view (spec 2, 8). */
export const ROOM_404 = MESSAGES.pages.roomNotFoundCode;

export function roomNotFound(code: string): string {
  return `Room "${code}" not found. Please check the room code.`;
}

export function roomCodeTaken(code: string): string {
  return `Room code "${code}" is already taken. Please choose another.`;
}

/** A custom card label longer than CUSTOM_CARD_MAX_LENGTH. */
export function customCardTooLong(card: string): string {
  return `Card "${card}" is too long: each card can be at most 4 characters`;
}

export function customCardRepeated(card: string): string {
  return `Card "${card}" appears more than once (upper and lower case count as the same card)`;
}

/** A vote on a card the room's deck does not have, with the cards it does have. */
export function cardNotInDeck(cards: readonly string[]): string {
  return `${MESSAGES.voting.invalidCard}. Choose one of: ${cards.join(", ")}`;
}

/** "45 seconds", "1 minute", "2 minutes 30 seconds". */
export function describeDuration(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (minutes === 0) return part(seconds, "second");
  return seconds === 0 ? part(minutes, "minute") : `${part(minutes, "minute")} ${part(seconds, "second")}`;
}

/** What a screen reader hears at the timer's announced moments. */
export function timeLeft(totalSeconds: number): string {
  return `${describeDuration(totalSeconds)} left`;
}

/** A card's line in the shortcut list. */
export function voteShortcut(card: string): string {
  return `Vote ${card}`;
}

/** After a hand-over, to everyone who made it happen. */
export function ownershipTransferred(name: string): string {
  return `${name} is now the room owner`;
}

export function kicked(name: string): string {
  return `${name} has been kicked from the room`;
}

/** Spec 8 wording is "Found N tickets."; one ticket reads "Found 1 ticket." */
export function jiraConnectionSuccess(ticketCount: number): string {
  // The spec's sentence, word for word, whatever the count.
  return `Connection successful! Found ${ticketCount} tickets.`;
}

export function jiraConnectionFailed(error: string): string {
  return `Connection failed: ${error}`;
}

export function jiraUpdateFailed(error: string): string {
  return `Failed to update JIRA: ${error}`;
}

/** Sign-in refused for a while after too many failures, for the account or from the address. */
export function signInLockedOut(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

/** A rate-limit refusal: the forms show it as it is, since the spec's sentences would mislead. */
export function isLimitMessage(serverMessage: string): boolean {
  return serverMessage === MESSAGES.auth.tooManyAttempts || serverMessage.startsWith("Too many failed sign-in attempts.");
}

/** The server's sign-in error, turned into the sentence the sign-in form shows (spec 8). */
export function mapSignInError(serverMessage: string | null | undefined): string {
  if (serverMessage && isLimitMessage(serverMessage)) return serverMessage;
  return (serverMessage ?? "").includes("Invalid password")
    ? MESSAGES.auth.signInInvalidPassword
    : MESSAGES.auth.signInFailed;
}

/** The server's sign-up error, turned into the sentence the sign-up form shows (spec 8). */
export function mapSignUpError(serverMessage: string | null | undefined): string {
  if (serverMessage && isLimitMessage(serverMessage)) return serverMessage;
  return (serverMessage ?? "").includes("already exists")
    ? MESSAGES.auth.signUpEmailExists
    : MESSAGES.auth.signUpFailed;
}

/** Bulk add: more lines than one paste may add. */
export function bulkTooManyStories(count: number, max: number): string {
  return `Paste at most ${max} stories at once (this text has ${count})`;
}

/** Bulk add: one line longer than a story title may be. */
export function bulkLineTooLong(lineNumber: number, max: number): string {
  return `Line ${lineNumber} is too long: a story title must be at most ${max} characters long`;
}

/** Adding would pass the queue's cap. */
export function queueFull(max: number, room: number): string {
  return room <= 0 ? `The queue is full: a room holds at most ${max} stories` : `The queue has room for ${room} more stor${room === 1 ? "y" : "ies"} (at most ${max})`;
}

/** Sprint import: the project has no scrum board, so no sprints. */
export function jiraNoScrumBoard(projectKey: string): string {
  return `The JIRA project ${projectKey} has no scrum board, so it has no sprints.`;
}

/** Sprint import: the project's scrum boards have no active sprint. */
export function jiraNoActiveSprint(projectKey: string): string {
  return `The JIRA project ${projectKey} has no active sprint. Start one in JIRA, or import by JQL.`;
}
