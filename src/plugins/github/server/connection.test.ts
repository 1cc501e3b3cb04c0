// The connection test against the fake GitHub over loopback: who the token belongs to, the scopes it lacks.
import { describe, expect, it } from "vitest";
import { BAD_TOKEN, FINE_GRAINED_TOKEN, GOOD_TOKEN, NO_SCOPES_TOKEN, READ_PROJECT_TOKEN, REPO_ONLY_TOKEN } from "../test/fakeGitHubData";
import { useFakeGitHub } from "../test/useFakeGitHub";
import { testGitHubConnection } from "./connection";
import { GitHubError } from "./errors";

const github = useFakeGitHub();

describe("testGitHubConnection", () => {
  it("names the token's owner and finds no scope missing when it has repo and project", async () => {
    const connection = await testGitHubConnection(github.site(GOOD_TOKEN));
    expect(connection).toMatchObject({ login: "octocat", name: "The Octocat", missingScopes: [] });
    expect(connection.summary).toBe("Connected as octocat: the token may read issues and projects and write estimates.");
    const request = github.fake.received[0]!;
    expect(request).toMatchObject({ method: "GET", path: "/user", authenticatedAs: "octocat", apiVersion: "2022-11-28" });
    expect(request.userAgent).toBeTruthy();
  });

  it("says writing estimates needs the project scope when the token may only read projects", async () => {
    const connection = await testGitHubConnection(github.site(READ_PROJECT_TOKEN));
    expect(connection.missingScopes).toEqual(["project"]);
    expect(connection.summary).toBe("Connected as octocat: the token may read issues and projects, but writing estimates to a project needs the project scope.");
  });

  it("names every missing scope", async () => {
    expect((await testGitHubConnection(github.site(REPO_ONLY_TOKEN))).summary).toBe(
      "Connected as octocat: the token lacks the read:project scope, the project scope. Add them at https://github.com/settings/tokens.",
    );
    expect((await testGitHubConnection(github.site(NO_SCOPES_TOKEN))).missingScopes).toEqual(["repo or public_repo", "read:project", "project"]);
  });

  it("says a fine-grained token's permissions cannot be listed", async () => {
    const connection = await testGitHubConnection(github.site(FINE_GRAINED_TOKEN));
    expect(connection.scopes).toBeNull();
    expect(connection.summary).toBe(
      "Connected as octocat with a fine-grained token: GitHub does not list its permissions, so give it Issues (read) and Projects (read and write) access.",
    );
  });

  it("says what to do about a bad token, without the token", async () => {
    const error = await testGitHubConnection(github.site(BAD_TOKEN)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubError);
    expect((error as GitHubError).kind).toBe("unauthorized");
    expect((error as GitHubError).message).toBe(
      "GitHub did not accept the token (401 Bad credentials): it may be wrong, expired or revoked. Create a new personal access token at https://github.com/settings/tokens and paste it again.",
    );
    expect(String(error)).not.toContain(BAD_TOKEN);
  });
});
