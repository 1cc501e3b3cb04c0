// Auth's face for other features: a sign-in session, for users.current.
export { getAuthSession, hasEarlierAuthSession } from "./data/authSessions";
