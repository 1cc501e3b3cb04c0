import { api } from "../sync/api";
import { useQuery } from "../sync/react";
import { useAuth } from "./AuthProvider";

/** The signed-in user: undefined while loading, null when signed out (spec 3). */
export function useCurrentUser() {
  const { isLoading, isAuthenticated } = useAuth();
  // Skipped when signed out, so a signed-out page never waits for (or loads) the sync client.
  const user = useQuery(api.users.current, isAuthenticated ? {} : "skip");
  if (isLoading) return undefined;
  if (!isAuthenticated) return null;
  return user;
}
