import { describe, expect, it } from "vitest";
import { fakeJiraConfig } from "../../test/fakeJiraData";
import { MESSAGES } from "../../../../shared/messages";
import { updateStoryPoints } from "./storyPoints";
import { useFakeJira } from "../../test/useFakeJira";

const jira = useFakeJira();
const acme = fakeJiraConfig("acme", "POKER");

describe("updateStoryPoints", () => {
  it("PUTs the discovered field with a JSON number and JIRA answers 204", async () => {
    await updateStoryPoints(acme, "POKER-5", 8, jira.settings);
    expect(jira.fake.received.issueUpdates).toEqual([{ domain: "acme", key: "POKER-5", body: { fields: { customfield_10026: 8 } }, status: 204 }]);
    expect(jira.fake.issue("acme", "POKER-5")?.storyPoints).toBe(8);
  });

  it("uses the team-managed field on a team-managed site", async () => {
    await updateStoryPoints(fakeJiraConfig("acme-team", "TEAM"), "team-2", 13, jira.settings);
    expect(jira.fake.received.issueUpdates).toEqual([{ domain: "acme-team", key: "TEAM-2", body: { fields: { customfield_10016: 13 } }, status: 204 }]);
  });

  it("keeps JIRA's reason when the field is not on the edit screen", async () => {
    const attempt = updateStoryPoints(fakeJiraConfig("acme", "NOSCREEN"), "NOSCREEN-1", 5, jira.settings);
    await expect(attempt).rejects.toMatchObject({ kind: "bad_request", status: 400 });
    await expect(updateStoryPoints(fakeJiraConfig("acme", "NOSCREEN"), "NOSCREEN-1", 5, jira.settings)).rejects.toThrow(
      "Field 'customfield_10026' cannot be set. It is not on the appropriate screen, or unknown.",
    );
    expect(jira.fake.issue("acme", "NOSCREEN-1")?.storyPoints).toBeNull();
  });

  it("says when the ticket is gone", async () => {
    await expect(updateStoryPoints(acme, "POKER-9999", 3, jira.settings)).rejects.toThrow(MESSAGES.jira.ticketNotFound);
  });

  it("says when the site has no story points field, without trying to write", async () => {
    await expect(updateStoryPoints(fakeJiraConfig("nofield", "NOF"), "NOF-1", 3, jira.settings)).rejects.toThrow(MESSAGES.jira.storyPointsFieldMissing);
    expect(jira.fake.received.issueUpdates).toEqual([]);
  });

  it.each([
    ["OTHER-1", 3],
    ["POKER-1/../../myself", 3],
    ["POKER", 3],
    ["POKER-1", -1],
    ["POKER-1", Number.NaN],
    ["POKER-1", Number.POSITIVE_INFINITY],
  ])("refuses %j with %d before any request", async (key, points) => {
    await expect(updateStoryPoints(acme, key, points, jira.settings)).rejects.toMatchObject({ kind: "invalid_config" });
    expect(jira.fake.received.requests).toEqual([]);
  });

  it("refuses wrong credentials with a sentence", async () => {
    await expect(updateStoryPoints({ ...acme, apiToken: "nope" }, "POKER-1", 3, jira.settings)).rejects.toThrow(MESSAGES.jira.authFailed);
    expect(jira.fake.received.issueUpdates).toEqual([]);
  });
});
