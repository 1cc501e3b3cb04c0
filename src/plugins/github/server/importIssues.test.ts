// Imports by repository and by search against the fake GitHub, whose pages hold two issues each:
// every page is read, pull requests are left out, priorities and estimates come from labels.
import { describe, expect, it } from "vitest";
import { useFakeGitHub } from "../test/useFakeGitHub";
import { GitHubError } from "./errors";
import { importRepositoryIssues, importSearchIssues, issueSearchQuery } from "./importIssues";

const github = useFakeGitHub();

describe("importRepositoryIssues", () => {
  it("reads every page of a milestone's open issues and leaves the pull request out", async () => {
    const stories = await importRepositoryIssues(github.site(), { owner: "octo-org", repo: "app", milestone: "1", perPage: 2 });
    expect(stories.map((s) => s.key)).toEqual(["octo-org/app#5", "octo-org/app#4", "octo-org/app#2", "octo-org/app#1"]);
    // Five issues in the milestone (one a pull request), two a page: three pages.
    expect(github.fake.received.filter((r) => r.path === "/repos/octo-org/app/issues").map((r) => r.query.page ?? "1")).toEqual(["1", "2", "3"]);
    expect(stories.find((s) => s.key === "octo-org/app#1")).toEqual({
      key: "octo-org/app#1",
      title: "Sign-in with a passkey",
      priority: 2,
      estimate: null,
      description: "Body of **Sign-in with a passkey**.",
      url: "https://github.example/octo-org/app/issues/1",
    });
    expect(stories.find((s) => s.key === "octo-org/app#2")).toMatchObject({ priority: 3, estimate: 3 });
  });

  it("finds a milestone by its title (GitHub filters by number)", async () => {
    const stories = await importRepositoryIssues(github.site(), { owner: "octo-org", repo: "app", milestone: "sprint 5" });
    expect(stories.map((s) => s.key)).toEqual(["octo-org/app#8", "octo-org/app#7"]);
    expect(github.fake.received.find((r) => r.path === "/repos/octo-org/app/issues")!.query.milestone).toBe("2");
    const error = (await importRepositoryIssues(github.site(), { owner: "octo-org", repo: "app", milestone: "Sprint 99" }).catch((e: unknown) => e)) as GitHubError;
    expect(error.message).toBe('octo-org/app has no milestone "Sprint 99". Check its name on GitHub.');
  });

  it("filters by labels and state", async () => {
    const ui = await importRepositoryIssues(github.site(), { owner: "octo-org", repo: "app", labels: ["ui"] });
    expect(ui.map((s) => s.key)).toEqual(["octo-org/app#8", "octo-org/app#4", "octo-org/app#1"]);
    const closed = await importRepositoryIssues(github.site(), { owner: "octo-org", repo: "app", state: "closed" });
    expect(closed.map((s) => s.title)).toEqual(["Old crash on reveal"]);
  });

  it("says a repository is missing or invisible", async () => {
    const error = (await importRepositoryIssues(github.site(), { owner: "octo-org", repo: "nope" }).catch((e: unknown) => e)) as GitHubError;
    expect(error.kind).toBe("not_found");
    expect(error.message).toBe("GitHub has no repository octo-org/nope, or the token may not see it. Check the name, and for a private repository give the token the repo scope.");
  });

  it("says issues are turned off (410)", async () => {
    const error = (await importRepositoryIssues(github.site(), { owner: "octo-org", repo: "wiki-only" }).catch((e: unknown) => e)) as GitHubError;
    expect(error.kind).toBe("gone");
    expect(error.message).toBe("Issues are turned off for octo-org/wiki-only. Turn them on in the repository's settings, or pick another repository.");
  });
});

describe("importSearchIssues", () => {
  it("asks for issues only and reads every page", async () => {
    const stories = await importSearchIssues(github.site(), 'repo:octo-org/app is:open label:"ui"', 2);
    expect(stories.map((s) => s.key)).toEqual(["octo-org/app#1", "octo-org/app#4", "octo-org/app#8"]);
    const searches = github.fake.received.filter((r) => r.path === "/search/issues");
    expect(searches).toHaveLength(2);
    expect(searches[0]!.query.q).toBe('repo:octo-org/app is:open label:"ui" is:issue');
  });

  it("drops pull requests even when the query asks for them", async () => {
    expect(issueSearchQuery("repo:octo-org/app is:pr")).toBe("repo:octo-org/app is:issue");
    const stories = await importSearchIssues(github.site(), "repo:octo-org/app is:open", 100);
    expect(stories.map((s) => s.key)).not.toContain("octo-org/app#3");
    expect(stories.map((s) => s.key)).not.toContain("octo-org/app#6");
    expect(stories).toHaveLength(6);
  });
});
