// Accounts and sign-in state. Secrets are stored only as hashes (argon2id for passwords,
// SHA-256 for random tokens), so a database leak yields nothing that signs anyone in.

export interface UsersTable {
  id: string;
  name: string;
  /** Lower-cased, unique. */
  email: string;
  image: string | null;
  theme: "light" | "dark" | null;
  /** The language the person chose (a code of shared/languages.ts); null until they choose one. */
  language: string | null;
  created_at: number;
  /** When the owner proved the address (a mailed link, or GitHub's verified email); null until then. */
  email_verified_at: number | null;
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
  /** The GitHub login when linked, for the account menu. */
  login: string | null;
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
  /** Set when a signed-in user links GitHub to their account instead of signing in. */
  link_user_id: string | null;
}

/** Handed to the browser after the OAuth callback; traded once for tokens with the verifier. */
export interface SignInCodesTable {
  code_hash: string;
  user_id: string;
  verifier_hash: string;
  expires_at: number;
  used_at: number | null;
}

/** A GitHub account waiting to be linked: redeemed once, by the same user, with the flow's verifier. */
export interface AccountLinkCodesTable {
  code_hash: string;
  user_id: string;
  provider: string;
  provider_account_id: string;
  login: string | null;
  verifier_hash: string;
  expires_at: number;
  used_at: number | null;
}

/** A mailed one-time link: a password reset or an email verification, kept as SHA-256 only. */
export interface EmailTokensTable {
  token_hash: string;
  user_id: string;
  purpose: "reset" | "verify";
  /** The address the link was sent to: a verification counts only while the account still has it. */
  email: string;
  created_at: number;
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
  account_link_codes: AccountLinkCodesTable;
  email_tokens: EmailTokensTable;
}
