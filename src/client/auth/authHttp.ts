// Sign-in, refresh and sign-out go over plain HTTP, not the sync socket: the socket holds its
// requests back while it waits for a token, so a refresh sent through it would wait for itself.
import type { ArgsOf } from "../../shared/functionReference";
import { api } from "../lib/api";

export type Tokens = { token: string; refreshToken: string };

export interface SignInArgs {
  provider?: "password" | "github";
  params?: Record<string, unknown>;
  verifier?: string;
  refreshToken?: string;
}

export type SignInResult = { tokens: Tokens | null } | { redirect: string; verifier: string };

export interface AuthTransport {
  signIn(args: SignInArgs): Promise<SignInResult>;
  signOut(token: string): Promise<void>;
}

// Loaded on the first sign-in, refresh or sign-out: a signed-out visitor's first download goes without it.
const httpClient = async (token?: string) => {
  const { HttpClient } = await import("../sync/httpClient");
  const client = new HttpClient(window.location.origin);
  if (token) client.setAuth(token);
  return client;
};

/** Function refusals throw FunctionCallError; transport failures (network, rate limit) do not. */
export const httpAuthTransport: AuthTransport = {
  signIn: async (args) => (await httpClient()).action(api.auth.signIn, args as ArgsOf<typeof api.auth.signIn>),
  signOut: async (token) => {
    await (await httpClient(token)).action(api.auth.signOut, {});
  },
};
