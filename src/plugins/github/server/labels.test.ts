// The label write-back against the fake GitHub: "estimate: 5" replaces older estimate labels and is
// created in the repository when missing; other labels stay.
import { describe, expect, it } from "vitest";
import { useFakeGitHub } from "../test/useFakeGitHub";
import { GitHubError } from "./errors";
import { writeLabelEstimate } from "./labels";

const github = useFakeGitHub();

describe("writeLabelEstimate", () => {
  it("replaces the old estimate label, creating the new label first", async () => {
    const result = await writeLabelEstimate(github.site(), { owner: "octo-org", repo: "app", number: 2, value: 5 });
    expect(result).toEqual({ label: "estimate: 5", created: true });
    const repo = github.fake.repo("octo-org/app")!;
    expect(repo.issues.find((i) => i.number === 2)!.labels).toEqual(["P3", "estimate: 5"]);
    expect(github.fake.received.filter((r) => r.method === "POST" && r.path === "/repos/octo-org/app/labels")).toHaveLength(1);
  });

  it("uses an existing label without creating it again", async () => {
    const result = await writeLabelEstimate(github.site(), { owner: "octo-org", repo: "app", number: 1, value: 3 });
    expect(result.created).toBe(false);
    expect(github.fake.repo("octo-org/app")!.issues.find((i) => i.number === 1)!.labels).toEqual(["priority: high", "ui", "estimate: 3"]);
  });

  it("refuses a pull request, and changes nothing", async () => {
    const error = (await writeLabelEstimate(github.site(), { owner: "octo-org", repo: "app", number: 3, value: 3 }).catch((e: unknown) => e)) as GitHubError;
    expect(error.message).toBe("octo-org/app#3 is a pull request, not an issue: estimates go on issues.");
    expect(github.fake.received.filter((r) => r.method !== "GET")).toEqual([]);
  });
});
