import { Component, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { toast } from "../components/toast";
import { useLoadedSyncClient } from "../sync/react";
import { httpAuthTransport, type AuthTransport } from "./authHttp";
import { AuthActionsContext, AuthStateContext, type AuthActions } from "./authContext";
import type { AuthTarget } from "./authSession";
import { LazyAuthSession } from "./lazyAuthSession";
import { useCurrentUserQuery } from "./useCurrentUser";

export { useAuth, useAuthActions, type AuthActions } from "./authContext";

export interface AuthProviderProps {
  /** The sync client: it asks for tokens and tells us when the server accepted one. */
  client: AuthTarget;
  /** A one-time GitHub code taken out of the URL before the router started. */
  oauthCode?: string | null;
  transport?: AuthTransport;
  children: ReactNode;
}

export function AuthProvider({ client, oauthCode = null, transport = httpAuthTransport, children }: AuthProviderProps) {
  const [session] = useState(
    () => new LazyAuthSession({ transport, target: client, oauthCode, redirectTo: "/", onBackgroundError: (message) => toast.error(message) }),
  );
  useEffect(() => session.start(), [session]);
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const actions = useMemo<AuthActions>(
    () => ({ signIn: (provider, params) => session.signIn(provider, params), signOut: () => session.signOut() }),
    [session],
  );
  return (
    <AuthActionsContext.Provider value={actions}>
      <AuthStateContext.Provider value={state}>
        <QuietBoundary>
          <KeepCurrentUserLive />
        </QuietBoundary>
        {children}
      </AuthStateContext.Provider>
    </AuthActionsContext.Provider>
  );
}

/** Subscribed once the sync client is there (a session to confirm); signed-out pages never load it for this. */
function KeepCurrentUserLive() {
  const client = useLoadedSyncClient();
  return client ? <CurrentUserSubscription /> : null;
}

function CurrentUserSubscription() {
  useCurrentUserQuery();
  return null;
}

/** The background subscription must never take the app down; pages that show the user report errors. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Takes GitHub's one-time `?code=` out of the address bar so a reload cannot replay it. */
export function takeOAuthCodeFromUrl(): string | null {
  const url = new URL(window.location.href);
  const code = url.searchParams.get("code");
  if (!code) return null;
  url.searchParams.delete("code");
  url.searchParams.delete("state");
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  return code;
}
