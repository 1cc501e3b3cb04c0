import type { AuthChangeListener, AuthTokenFetcher } from "./authManager";

/** What the sync client offers for auth (SyncClient.setAuth / clearAuth): the app's auth session drives it. */
export interface AuthTarget {
  setAuth(fetchToken: AuthTokenFetcher, onChange?: AuthChangeListener): void;
  clearAuth(): void;
}
