// GET /api/auth/callback/github: where GitHub sends the browser back. It checks the state,
// trades the code (with the PKCE verifier), reads the profile, signs the user in and sends the
// browser on with a one-time code; auth.signIn turns that code plus the browser's verifier into
// tokens. Any failure lands on /signin?error=<reason> (see src/shared/oauthErrors.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config";
import type { CallerInfo } from "../runtime/executor";
import type { MutationDefinition } from "../runtime/functions";
import { exchangeGithubCode, fetchGithubProfile, githubCallbackUrl, GithubSignInError } from "./github";
import { completeOAuthSignIn, consumeOAuthState } from "./oauthStore";

export interface AuthRouteServices {
  config: Pick<Config, "appSecret" | "publicUrl" | "github">;
  runtime: { executor: { runMutation(def: MutationDefinition, args: unknown, caller: CallerInfo): Promise<{ value: unknown }> } };
}

export function registerAuthRoutes(fastify: FastifyInstance, services: AuthRouteServices): void {
  const { publicUrl, github } = services.config;

  const run = async <A, R>(def: MutationDefinition<A, R>, args: A, request: FastifyRequest): Promise<R> =>
    (await services.runtime.executor.runMutation(def, def.args.parse(args), { auth: null, clientAddress: request.ip })).value as R;

  const fail = (reply: FastifyReply, reason: string) =>
    reply.header("Cache-Control", "no-store").redirect(`${publicUrl}/signin?error=${encodeURIComponent(reason.slice(0, 64))}`);

  fastify.get("/api/auth/callback/github", async (request, reply) => {
    if (!github) return fail(reply, "not_configured");
    const query = request.query as Record<string, unknown>;
    const param = (name: string) => (typeof query[name] === "string" && query[name].length <= 500 ? query[name] : undefined);
    const state = param("state");
    if (!state) return fail(reply, "invalid_state");
    // Taken before anything else, so a state works once whatever happens next.
    const flow = await run(consumeOAuthState, { state: state.slice(0, 200), provider: "github" }, request);
    if (!flow) return fail(reply, "invalid_state");
    const code = param("code");
    if (param("error") || !code) return fail(reply, param("error") === "access_denied" ? "access_denied" : "github_error");

    try {
      const redirectUri = githubCallbackUrl(publicUrl);
      const accessToken = await exchangeGithubCode(github, { code, codeVerifier: flow.code_verifier, redirectUri });
      const profile = await fetchGithubProfile(github, accessToken);
      const { code: signInCode } = await run(
        completeOAuthSignIn,
        { profile: { provider: "github", accountId: profile.accountId, email: profile.email, name: profile.name, image: profile.image }, verifierHash: flow.verifier_hash },
        request,
      );
      const target = new URL(publicUrl + (flow.redirect_to ?? "/"));
      target.searchParams.set("code", signInCode);
      return reply.header("Cache-Control", "no-store").redirect(target.toString());
    } catch (error) {
      if (error instanceof GithubSignInError) {
        request.log.warn({ reason: error.reason, detail: error.message }, "GitHub sign-in refused");
        return fail(reply, error.reason);
      }
      request.log.error({ err: error }, "GitHub sign-in failed");
      return fail(reply, "github_error");
    }
  });
}
