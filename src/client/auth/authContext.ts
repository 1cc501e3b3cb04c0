// What AuthProvider gives the tree, apart from the provider itself, so hooks that read it
// (useCurrentUser) and the provider that uses them do not import each other.
import { createContext, useContext } from "react";
import type { AuthSnapshot, SignInOutcome, SignInProvider } from "./authSession";

export interface AuthActions {
  signIn(provider: SignInProvider, params?: Record<string, unknown>): Promise<SignInOutcome>;
  signOut(): Promise<void>;
}

export const AuthStateContext = createContext<AuthSnapshot | null>(null);
export const AuthActionsContext = createContext<AuthActions | null>(null);

/** { isLoading, isAuthenticated }: loading until the server has accepted or refused the stored session. */
export function useAuth(): AuthSnapshot {
  const state = useContext(AuthStateContext);
  if (!state) throw new Error("useAuth needs <AuthProvider>");
  return state;
}

/** { signIn(provider, params), signOut() }. */
export function useAuthActions(): AuthActions {
  const actions = useContext(AuthActionsContext);
  if (!actions) throw new Error("useAuthActions needs <AuthProvider>");
  return actions;
}
