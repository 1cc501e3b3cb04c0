import { api } from "../lib/api";
import { useQuery } from "../sync/react";
import { useAuth } from "./authContext";

/**
 * The live users.current subscription. AuthProvider keeps one open all the time: besides giving
 * every page the user at once, its result moving with each new token is the server's answer that
 * confirms the token, so signing in never waits for the next ping.
 */
export function useCurrentUserQuery() {
  return useQuery(api.users.current, {});
}

/** The signed-in user: undefined while loading, null when signed out (spec 3). */
export function useCurrentUser() {
  const { isLoading, isAuthenticated } = useAuth();
  // Skipped when signed out, so a signed-out page never waits for (or loads) the sync client.
  const user = useQuery(api.users.current, isAuthenticated ? {} : "skip");
  if (isLoading) return undefined;
  if (!isAuthenticated) return null;
  return user;
}
