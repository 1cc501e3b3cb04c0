import { describe, expect, it } from "vitest";
import { gitlabBaseUrl, gitlabProjectRef, gitlabWeightForCard, issueKey, priorityFromLabels } from "./gitlab";

describe("GitLab's rules", () => {
  it("keeps a self-managed site's path and drops the API part", () => {
    expect(gitlabBaseUrl("https://gitlab.com/")).toBe("https://gitlab.com");
    expect(gitlabBaseUrl(" https://git.corp.example/gitlab/api/v4/ ")).toBe("https://git.corp.example/gitlab");
    expect(gitlabBaseUrl("https://git.corp.example:8443")).toBe("https://git.corp.example:8443");
    expect(gitlabBaseUrl("git.corp.example")).toBeNull();
    expect(gitlabBaseUrl("https://root:secret@git.corp.example")).toBeNull();
    expect(gitlabBaseUrl("ftp://git.corp.example")).toBeNull();
  });

  it("takes a project by id or by path, encoded as the API wants it", () => {
    expect(gitlabProjectRef("42")).toBe("42");
    expect(gitlabProjectRef("my-group/sub.group/my_project")).toBe("my-group%2Fsub.group%2Fmy_project");
    expect(gitlabProjectRef("/group/project/")).toBe("group%2Fproject");
    expect(gitlabProjectRef("project")).toBeNull();
    expect(gitlabProjectRef("group/../../admin?x=1")).toBeNull();
    expect(gitlabProjectRef("../admin")).toBeNull();
    expect(gitlabProjectRef("group/./project")).toBeNull();
    expect(gitlabProjectRef("")).toBeNull();
  });

  it("names issues by path and iid, and ranks priority::<x> labels by spec 9", () => {
    expect(issueKey("group/project", 12)).toBe("group/project#12");
    expect(priorityFromLabels(["bug", "priority::1"])).toBe(1);
    expect(priorityFromLabels(["Priority::High"])).toBe(2);
    expect(priorityFromLabels(["priority::someday", "priority::4"])).toBe(4);
    expect(priorityFromLabels(["priority-1", "bug"])).toBeNull();
  });

  it("writes whole-number cards as weights and says why others cannot be", () => {
    expect(gitlabWeightForCard("5")).toEqual({ ok: true, value: 5 });
    expect(gitlabWeightForCard("0")).toEqual({ ok: true, value: 0 });
    expect(gitlabWeightForCard("0.5")).toEqual({ ok: false, reason: "GitLab weights are whole numbers: 0.5 cannot be written." });
    expect(gitlabWeightForCard("XL")).toEqual({ ok: false, reason: "XL is not a number, and GitLab weights are whole numbers. Map the room's cards to numbers to write them." });
    expect(gitlabWeightForCard("?")).toMatchObject({ ok: false });
  });
});
