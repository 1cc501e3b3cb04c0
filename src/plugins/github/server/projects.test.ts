// Projects (v2) against the fake GitHub's GraphQL (two items a page): import with an iteration
// filter, write-back to a number field, adding the issue first when it is not an item.
import { describe, expect, it } from "vitest";
import { rejection } from "../../../../tests/support/useFakeTracker";
import { READ_PROJECT_TOKEN, REPO_ONLY_TOKEN } from "../test/fakeGitHubData";
import { useFakeGitHub } from "../test/useFakeGitHub";
import { GitHubError } from "./errors";
import { importProjectView } from "./projectViews";
import { importProjectIssues, listProjectNumberFields, writeProjectEstimate } from "./projects";

const github = useFakeGitHub();
const roadmap = { owner: "octo-org", ownerType: "organization", number: 1 } as const;

const failure = (promise: Promise<unknown>) => rejection(promise, GitHubError);

describe("importProjectIssues", () => {
  it("reads every page of items and keeps only issues (no pull request, draft or archived item)", async () => {
    const stories = await importProjectIssues(github.site(), { ...roadmap, perPage: 2 });
    expect(stories.map((s) => s.key)).toEqual(["octo-org/app#1", "octo-org/app#2", "octo-org/app#5", "octo-org/app#7"]);
    // Seven items, two a page: four pages, each asked with the previous page's cursor.
    const queries = github.fake.received.filter((r) => r.path === "/graphql").map((r) => JSON.parse(r.body) as { variables: { after: string | null } });
    expect(queries).toHaveLength(4);
    expect(queries[0]!.variables.after).toBeNull();
    expect(queries[1]!.variables.after).toEqual(expect.any(String));
    expect(stories[1]).toEqual({
      key: "octo-org/app#2",
      title: "Export the summary as CSV",
      priority: 4,
      estimate: 3,
      description: "Body of **Export the summary as CSV**.",
      url: "https://github.example/octo-org/app/issues/2",
    });
    expect(stories.find((s) => s.key === "octo-org/app#5")?.priority).toBe(1);
  });

  it("keeps one iteration's items, by title or id", async () => {
    expect((await importProjectIssues(github.site(), { ...roadmap, iteration: "Iteration 6" })).map((s) => s.key)).toEqual(["octo-org/app#7"]);
    expect((await importProjectIssues(github.site(), { ...roadmap, iteration: "it_5" })).map((s) => s.key)).toEqual(["octo-org/app#1", "octo-org/app#2", "octo-org/app#5"]);
  });

  it("reads a user's project and its Story Points field", async () => {
    const stories = await importProjectIssues(github.site(), { owner: "octocat", ownerType: "user", number: 2 });
    expect(stories).toEqual([expect.objectContaining({ key: "octocat/notes#1", estimate: 1.5 })]);
  });

  it("says a missing project is missing", async () => {
    const error = await failure(importProjectIssues(github.site(), { ...roadmap, number: 42 }));
    expect(error.kind).toBe("not_found");
    expect(error.message).toBe("GitHub has no project 42 of octo-org, or the token may not see it. Check the owner and the project number, and that the token has the read:project scope.");
  });

  it("names the scope a token lacks (GraphQL INSUFFICIENT_SCOPES with HTTP 200)", async () => {
    const error = await failure(importProjectIssues(github.site(REPO_ONLY_TOKEN), roadmap));
    expect(error.kind).toBe("missing_scope");
    expect(error.message).toBe("The GitHub token lacks the read:project scope. Add it to the token at https://github.com/settings/tokens, then try again.");
  });
});

describe("importProjectView", () => {
  it("reads a saved view's items through every cursor page, issues only, with estimate and priority", async () => {
    const stories = await importProjectView(github.site(), { ...roadmap, view: 2 });
    expect(stories.map((s) => [s.key, s.estimate, s.priority])).toEqual([
      ["octo-org/app#1", null, 2],
      ["octo-org/app#2", 3, 4],
      ["octo-org/app#5", null, 1],
    ]);
    const pages = github.fake.received.filter((r) => r.path === "/orgs/octo-org/projectsV2/1/views/2/items");
    // Six items in the view (a pull request, a draft and an archived one among them), two a page.
    expect(pages).toHaveLength(3);
    expect(pages[0]!.query.fields).toBe("101,103");
    expect(pages[1]!.query.after).toEqual(expect.any(String));
  });

  it("says a missing view is missing", async () => {
    const error = await failure(importProjectView(github.site(), { ...roadmap, view: 9 }));
    expect(error.message).toBe("GitHub has no view 9 in project 1 of octo-org, or the token may not see it. Check the view's number in its address.");
  });
});

describe("writeProjectEstimate", () => {
  it("writes the estimate to the project's Estimate number field", async () => {
    const result = await writeProjectEstimate(github.site(), { ...roadmap, issue: { owner: "octo-org", repo: "app", number: 1 }, value: 5 });
    expect(result).toEqual({ itemId: "PVTI_1", fieldId: "PVTF_estimate", added: false });
    expect(github.fake.projectValue("PVT_kwDOroadmap1", "octo-org/app#1", "PVTF_estimate")).toBe(5);
  });

  it("writes to the field the manager picked", async () => {
    await writeProjectEstimate(github.site(), { ...roadmap, issue: { owner: "octo-org", repo: "app", number: 2 }, value: 0.5, fieldId: "PVTF_effort" });
    expect(github.fake.projectValue("PVT_kwDOroadmap1", "octo-org/app#2", "PVTF_effort")).toBe(0.5);
    expect(github.fake.projectValue("PVT_kwDOroadmap1", "octo-org/app#2", "PVTF_estimate")).toBe(3);
  });

  it("adds an issue that is not in the project yet, then writes", async () => {
    const result = await writeProjectEstimate(github.site(), { ...roadmap, issue: { owner: "octo-org", repo: "app", number: 4 }, value: 8 });
    expect(result.added).toBe(true);
    expect(github.fake.projectValue("PVT_kwDOroadmap1", "octo-org/app#4", "PVTF_estimate")).toBe(8);
  });

  it("lists the number fields a manager can pick", async () => {
    expect(await listProjectNumberFields(github.site(), roadmap)).toEqual([
      { id: "PVTF_estimate", name: "Estimate" },
      { id: "PVTF_effort", name: "Effort" },
    ]);
  });

  it("says the project has no estimate field, and changes nothing", async () => {
    const error = await failure(writeProjectEstimate(github.site(), { owner: "octo-org", ownerType: "organization", number: 3, issue: { owner: "octo-org", repo: "app", number: 1 }, value: 5 }));
    expect(error.message).toBe('Project 3 of octo-org has no number field named "Estimate" or "Story Points". Add one to the project, or pick its number field in the room\'s settings.');
    expect(github.fake.received.some((r) => r.body.includes("updateProjectV2ItemFieldValue"))).toBe(false);
  });

  it("says writing needs the project scope when the token may only read, and changes nothing", async () => {
    const error = await failure(writeProjectEstimate(github.site(READ_PROJECT_TOKEN), { ...roadmap, issue: { owner: "octo-org", repo: "app", number: 1 }, value: 5 }));
    expect(error.message).toBe("The GitHub token lacks the project scope. Add it to the token at https://github.com/settings/tokens, then try again.");
    expect(github.fake.projectValue("PVT_kwDOroadmap1", "octo-org/app#1", "PVTF_estimate")).toBeUndefined();
  });

  it("says a missing issue is missing", async () => {
    const error = await failure(writeProjectEstimate(github.site(), { ...roadmap, issue: { owner: "octo-org", repo: "app", number: 404 }, value: 5 }));
    expect(error.kind).toBe("not_found");
    expect(error.message).toBe("GitHub has no issue octo-org/app#404, or the token may not see it.");
  });
});
