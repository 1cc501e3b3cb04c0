// The auth sentences the browser's session itself may show (src/client/auth/authSession.ts), part
// of MESSAGES.auth: apart from the rest of the area, since every page's first download carries them.
export const AUTH_SESSION_MESSAGES = {
  /** Shown while tokens refresh (spec 8). */
  leavePageWarning: "Are you sure you want to leave? Your changes may not be saved.",
  githubFailed: "Could not sign in with GitHub. Please try again.",
} as const;
