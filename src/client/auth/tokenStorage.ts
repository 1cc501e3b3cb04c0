// Access and refresh tokens in localStorage (spec 3), shared by every tab of the origin.
export const ACCESS_TOKEN_KEY = "pp-auth-token";
export const REFRESH_TOKEN_KEY = "pp-auth-refresh-token";
/** The PKCE verifier kept across the redirect to GitHub and back. */
export const OAUTH_VERIFIER_KEY = "pp-auth-oauth-verifier";

export interface StoredTokens {
  token: string;
  refreshToken: string;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage refused: the session lasts as long as the page.
  }
}

export function readTokens(): StoredTokens | null {
  const token = read(ACCESS_TOKEN_KEY);
  const refreshToken = read(REFRESH_TOKEN_KEY);
  return token && refreshToken ? { token, refreshToken } : null;
}

/** Stores both tokens, or erases both (sign-out, revoked session). */
export function writeTokens(tokens: StoredTokens | null): void {
  write(ACCESS_TOKEN_KEY, tokens?.token ?? null);
  write(REFRESH_TOKEN_KEY, tokens?.refreshToken ?? null);
}

export function isTokenKey(key: string | null): boolean {
  return key === null || key === ACCESS_TOKEN_KEY || key === REFRESH_TOKEN_KEY;
}

export function readVerifier(): string | null {
  return read(OAUTH_VERIFIER_KEY);
}

export function writeVerifier(verifier: string | null): void {
  write(OAUTH_VERIFIER_KEY, verifier);
}
