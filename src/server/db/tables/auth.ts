// Accounts and sign-in state. Secrets are stored only as hashes (argon2id for passwords,
// SHA-256 for random tokens), so a database leak yields nothing that signs anyone in.

export interface UsersTable {
  id: string;
  name: string;
  /** Lower-cased, unique. */
  email: string;
  image: string | null;
  theme: "light" | "dark" | null;
  created_at: number;
}

export interface PasswordCredentialsTable {
  user_id: string;
  /** argon2id PHC string. */
  password_hash: string;
  updated_at: number;
}

/** A GitHub account signs in as the user it was first linked to, whatever its email later says. */
export interface OAuthAccountsTable {
  provider: string;
  provider_account_id: string;
  user_id: string;
  created_at: number;
}

/** One per sign-in: what an access token's `sid` names, and what sign-out revokes. */
export interface AuthSessionsTable {
  id: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** Refresh tokens form a chain per session: each use marks the token used and adds a child. */
export interface RefreshTokensTable {
  id: string;
  session_id: string;
  token_hash: string;
  parent_id: string | null;
  used_at: number | null;
  created_at: number;
  expires_at: number;
}

/** An OAuth redirect in flight: the callback must present this state, once, before expiry. */
export interface OAuthStatesTable {
  state: string;
  provider: string;
  /** PKCE code_verifier sent to GitHub on the token exchange. */
  code_verifier: string;
  /** SHA-256 of the verifier the app holds: only that browser can redeem the sign-in code. */
  verifier_hash: string;
  redirect_to: string | null;
  expires_at: number;
}

/** Handed to the browser after the OAuth callback; traded once for tokens with the verifier. */
export interface SignInCodesTable {
  code_hash: string;
  user_id: string;
  verifier_hash: string;
  expires_at: number;
  used_at: number | null;
}

export interface AuthTables {
  users: UsersTable;
  password_credentials: PasswordCredentialsTable;
  oauth_accounts: OAuthAccountsTable;
  auth_sessions: AuthSessionsTable;
  refresh_tokens: RefreshTokensTable;
  oauth_states: OAuthStatesTable;
  sign_in_codes: SignInCodesTable;
}
