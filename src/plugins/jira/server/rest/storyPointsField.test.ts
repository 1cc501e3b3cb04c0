import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeJira, startFakeJira } from "../../test/fakeJira";
import { fakeJiraConfig } from "../../test/fakeJiraData";
import { MESSAGES } from "../../../../shared/messages";
import { type JiraField, findStoryPointsField, pickStoryPointsField } from "./storyPointsField";

const field = (id: string, name: string, schema: JiraField["schema"] = { type: "number" }, scope?: unknown): JiraField => ({ id, name, schema, ...(scope ? { scope } : {}) });

describe("pickStoryPointsField", () => {
  it("prefers 'Story Points', then 'Story point estimate'", () => {
    const estimate = field("customfield_10016", "Story point estimate", { type: "number", custom: "com.pyxis.greenhopper.jira:jsw-story-points" });
    const points = field("customfield_10026", "Story Points");
    expect(pickStoryPointsField([estimate, points])).toEqual({ id: "customfield_10026", name: "Story Points" });
    expect(pickStoryPointsField([estimate])).toEqual({ id: "customfield_10016", name: "Story point estimate" });
  });

  it("then JIRA Software's field type under any name", () => {
    for (const custom of ["com.pyxis.greenhopper.jira:jsw-story-points", "com.pyxis.greenhopper.jira:jira-story-points"]) {
      expect(pickStoryPointsField([field("customfield_1", "Sprint", { type: "array" }), field("customfield_9", "Puntos", { type: "number", custom })])?.id).toBe("customfield_9");
    }
  });

  it("then a numeric field whose name mentions story points, case-insensitively", () => {
    const notes = field("customfield_1", "Story point notes", { type: "string" });
    expect(pickStoryPointsField([notes, field("customfield_2", "Team STORY-POINTS")])?.id).toBe("customfield_2");
    expect(pickStoryPointsField([notes])).toBeNull();
  });

  it("prefers a site-wide field over a project-scoped one of the same name", () => {
    const scoped = field("customfield_1", "Story Points", { type: "number" }, { type: "PROJECT", project: { id: "1" } });
    expect(pickStoryPointsField([scoped, field("customfield_2", "Story Points")])?.id).toBe("customfield_2");
    expect(pickStoryPointsField([scoped])?.id).toBe("customfield_1");
  });

  it("finds nothing in an empty list", () => {
    expect(pickStoryPointsField([])).toBeNull();
  });
});

describe("findStoryPointsField against the fake JIRA", () => {
  let fake: FakeJira;
  beforeAll(async () => {
    fake = await startFakeJira();
  });
  afterAll(() => fake.close());

  it.each([
    ["acme", "customfield_10026", "Story Points"],
    ["acme-team", "customfield_10016", "Story point estimate"],
    ["localised", "customfield_10038", "Puntos de historia"],
    ["renamed", "customfield_10050", "Estimated Story-Points"],
  ])("finds the field on %s", async (domain, id, name) => {
    await expect(findStoryPointsField(fakeJiraConfig(domain, "X"), { baseUrlTemplate: fake.baseUrlTemplate })).resolves.toEqual({ id, name });
  });

  it("says clearly when the site has none", async () => {
    const attempt = findStoryPointsField(fakeJiraConfig("nofield", "NOF"), { baseUrlTemplate: fake.baseUrlTemplate });
    await expect(attempt).rejects.toMatchObject({ kind: "no_story_points_field" });
    await expect(findStoryPointsField(fakeJiraConfig("nofield", "NOF"), { baseUrlTemplate: fake.baseUrlTemplate })).rejects.toThrow(MESSAGES.jira.storyPointsFieldMissing);
  });
});
