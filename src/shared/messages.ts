// Every sentence shown to people: spec section 8 and the section 5 validation messages word for
// word, plus the server's own refusals where the spec gives none. Change wording here only.

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
  validation: {
    roomCodeFormat: "Room code must be 3-8 characters long and contain only letters and numbers",
    nameTooShort: "Name must be at least 2 characters long",
    passwordsDoNotMatch: "Passwords do not match",
    invalidStoryPoints: "Please select a valid Fibonacci number",
    notFibonacci: "Story points must be a Fibonacci number",
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

/** The server's sign-in error, turned into the sentence the sign-in form shows (spec 8). */
export function mapSignInError(serverMessage: string | null | undefined): string {
  return (serverMessage ?? "").includes("Invalid password")
    ? MESSAGES.auth.signInInvalidPassword
    : MESSAGES.auth.signInFailed;
}

/** The server's sign-up error, turned into the sentence the sign-up form shows (spec 8). */
export function mapSignUpError(serverMessage: string | null | undefined): string {
  return (serverMessage ?? "").includes("already exists")
    ? MESSAGES.auth.signUpEmailExists
    : MESSAGES.auth.signUpFailed;
}
