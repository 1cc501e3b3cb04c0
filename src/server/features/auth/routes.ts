// GET /api/auth/callback/github: where GitHub sends the browser back. It checks the state,
// trades the code (with the PKCE verifier), reads the profile, signs the user in and sends the
// browser on with a one-time code; auth.signIn turns that code plus the browser's verifier into
// tokens. Any failure lands on /signin?error=<reason> (see src/shared/oauthErrors.ts).
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Config } from "../../config";
import type { Runtime } from "../../live";
import { exchangeGithubCode, fetchGithubProfile, githubCallbackUrl, GithubSignInError } from "./github";
import { completeOAuthLink, completeOAuthSignIn, consumeOAuthState } from "./oauthStore";
import { LINK_CODE_PARAM, LINK_ERROR_PARAM } from "../../../shared/oauthErrors";

export interface AuthRouteServices {
  config: Pick<Config, "appSecret" | "publicUrl" | "github">;
  runtime: Pick<Runtime, "runInternal">;
}

export function registerAuthRoutes(fastify: FastifyInstance, services: AuthRouteServices): void {
  const { publicUrl, github } = services.config;

  const fail = (reply: FastifyReply, reason: string) =>
    reply.header("Cache-Control", "no-store").redirect(`${publicUrl}/signin?error=${encodeURIComponent(reason.slice(0, 64))}`);

  fastify.get("/api/auth/callback/github", async (request, reply) => {
    if (!github) return fail(reply, "not_configured");
    const query = request.query as Record<string, unknown>;
    const param = (name: string) => (typeof query[name] === "string" && query[name].length <= 500 ? query[name] : undefined);
    const state = param("state");
    if (!state) return fail(reply, "invalid_state");
    // Taken before anything else, so a state works once whatever happens next.
    const flow = await services.runtime.runInternal(consumeOAuthState, { state: state.slice(0, 200), provider: "github" });
    if (!flow) return fail(reply, "invalid_state");
    const target = new URL(publicUrl + (flow.redirect_to ?? "/"));
    // A signed-in user linking GitHub goes back where they were, with the reason beside it.
    const failFlow = (reason: string) => {
      if (!flow.link_user_id) return fail(reply, reason);
      target.searchParams.set(LINK_ERROR_PARAM, reason.slice(0, 64));
      return reply.header("Cache-Control", "no-store").redirect(target.toString());
    };
    const code = param("code");
    if (param("error") || !code) return failFlow(param("error") === "access_denied" ? "access_denied" : "github_error");

    try {
      const redirectUri = githubCallbackUrl(publicUrl);
      const accessToken = await exchangeGithubCode(github, { code, codeVerifier: flow.code_verifier, redirectUri });
      const profile = await fetchGithubProfile(github, accessToken);
      const oauthProfile = { provider: "github", accountId: profile.accountId, login: profile.login, email: profile.email, name: profile.name, image: profile.image };
      const outcome = flow.link_user_id
        ? await services.runtime.runInternal(completeOAuthLink, { profile: oauthProfile, userId: flow.link_user_id, verifierHash: flow.verifier_hash })
        : await services.runtime.runInternal(completeOAuthSignIn, { profile: oauthProfile, verifierHash: flow.verifier_hash });
      if ("refused" in outcome) {
        request.log.info({ reason: outcome.refused }, "GitHub account not linked");
        return failFlow(outcome.refused);
      }
      target.searchParams.set(flow.link_user_id ? LINK_CODE_PARAM : "code", outcome.code);
      return reply.header("Cache-Control", "no-store").redirect(target.toString());
    } catch (error) {
      if (error instanceof GithubSignInError) {
        request.log.warn({ reason: error.reason, detail: error.message }, "GitHub sign-in refused");
        return failFlow(error.reason);
      }
      request.log.error({ err: error }, "GitHub sign-in failed");
      return failFlow("github_error");
    }
  });
}
