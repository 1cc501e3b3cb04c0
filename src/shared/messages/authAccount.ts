// The auth sentences about one's account (linking GitHub, email links, a new password), part of
// MESSAGES.auth: apart from the sign-in forms' sentences, which the sign-in page loads alone.
export const AUTH_ACCOUNT_MESSAGES = {
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
  verifyBeforeLinking: "Please verify your email address first: send yourself a verification email from the account menu, then link GitHub.",
  verifyEmailQuestion: "Is this your Planning Poker account? Confirm only if you asked for this email.",
  emailClaimEnded: "Thank you. That account no longer uses your email address, and nothing was verified. You can sign up with your address yourself.",
  earlierLinksRemoved: "GitHub sign-ins linked to this account before your address was proven were removed. Link GitHub again from the account menu if one of them was yours.",
} as const;
