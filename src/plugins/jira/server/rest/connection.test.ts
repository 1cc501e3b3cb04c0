import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../../shared/messages";
import { fakeJiraConfig } from "../../test/fakeJiraData";
import { testConnection, verifyCredentials } from "./connection";
import { JiraError } from "./errors";
import { fetchOpenTickets } from "./tickets";
import { findStoryPointsField } from "./storyPointsField";
import { updateStoryPoints } from "./storyPoints";
import { useFakeJira } from "../../test/useFakeJira";

const jira = useFakeJira();
const acme = fakeJiraConfig("acme", "POKER");

describe("testConnection", () => {
  it("checks the account, then returns the first page of open tickets", async () => {
    const result = await testConnection(acme, jira.settings);
    expect(result).toMatchObject({ success: true });
    expect(result.error).toBeUndefined();
    expect(result.tickets).toHaveLength(50);
    expect(jira.fake.received.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /rest/api/3/myself",
      "GET /rest/api/3/field",
      "POST /rest/api/3/search/jql",
    ]);
  });

  it("sends Basic email:token and asks for JSON", async () => {
    await testConnection(acme, jira.settings);
    for (const request of jira.fake.received.requests) {
      expect(request.authenticatedAs).toBe("dev@acme.test");
      expect(request.accept).toBe("application/json");
    }
  });

  it("turns wrong credentials into a sentence a person understands", async () => {
    const result = await testConnection({ ...acme, apiToken: "wrong-token" }, jira.settings);
    expect(result.success).toBe(false);
    expect(result.tickets).toEqual([]);
    expect(result.error).toContain(MESSAGES.jira.authFailed);
    expect(result.error).not.toContain("wrong-token");
    // Nothing beyond the credential check is attempted.
    expect(jira.fake.received.requests.map((r) => r.path)).toEqual(["/rest/api/3/myself"]);
  });

  it("throws a JiraError from verifyCredentials for a wrong email", async () => {
    const attempt = verifyCredentials({ ...acme, email: "someone@acme.test" }, jira.settings);
    await expect(attempt).rejects.toBeInstanceOf(JiraError);
    await expect(verifyCredentials({ ...acme, email: "someone@acme.test" }, jira.settings)).rejects.toMatchObject({ kind: "unauthorized", status: 401 });
    await expect(verifyCredentials(acme, jira.settings)).resolves.toMatchObject({ displayName: "Dana Developer" });
  });

  it("explains the CAPTCHA lock-out", async () => {
    const result = await testConnection({ ...acme, email: "locked@acme.test" }, jira.settings);
    expect(result.success).toBe(false);
    expect(result.error).toMatch(/CAPTCHA.*browser/);
  });

  it("explains an unknown project with JIRA's own words", async () => {
    const result = await testConnection({ ...acme, projectKey: "NOPE" }, jira.settings);
    expect(result.success).toBe(false);
    expect(result.error).toContain("The value 'NOPE' does not exist for the field 'project'.");
  });

  it("explains a site that does not exist", async () => {
    const result = await testConnection({ ...acme, domain: "nosuchsite" }, jira.settings);
    expect(result).toEqual({ success: false, error: MESSAGES.jira.notFound, tickets: [] });
  });
});

describe("the site name is checked before any request", () => {
  const refused = ["evil.com/x", "127.0.0.1", "a.b", "acme.atlassian.net", "acme@evil.com", "acme:80", "acme/../x"];

  it.each(refused)("%j never reaches JIRA", async (domain) => {
    const config = { ...acme, domain };
    const connection = await testConnection(config, jira.settings);
    expect(connection.success).toBe(false);
    expect(connection.error).toMatch(/name before \.atlassian\.net/);
    await expect(verifyCredentials(config, jira.settings)).rejects.toMatchObject({ kind: "invalid_config" });
    await expect(fetchOpenTickets(config, jira.settings)).rejects.toMatchObject({ kind: "invalid_config" });
    await expect(findStoryPointsField(config, jira.settings)).rejects.toMatchObject({ kind: "invalid_config" });
    await expect(updateStoryPoints(config, "POKER-1", 3, jira.settings)).rejects.toMatchObject({ kind: "invalid_config" });
    expect(jira.fake.received.requests).toEqual([]);
  });

  it("and so is the project key", async () => {
    const result = await testConnection({ ...acme, projectKey: 'POKER" OR project != "X' }, jira.settings);
    expect(result.success).toBe(false);
    expect(result.error).toMatch(/project key/);
    expect(jira.fake.received.requests).toEqual([]);
  });
});
