import { describe, expect, it } from "vitest";
import {
  isValidIssueKey,
  isValidJiraDomain,
  isValidProjectKey,
  jiraConfigSchema,
  normalizeJiraDomain,
  normalizeProjectKey,
} from "./jira";

const valid = { domain: "acme", projectKey: "POKER", email: "dev@acme.test", apiToken: "acme-token" };

describe("JIRA site domain", () => {
  it.each(["acme", "acme-team", "a", "team42", "0day", "a".repeat(63)])("accepts %s", (domain) => {
    expect(isValidJiraDomain(domain)).toBe(true);
  });

  it.each([
    "",
    "evil.com/x",
    "127.0.0.1",
    "a.b",
    "acme.atlassian.net",
    "https://acme",
    "acme:8080",
    "user@acme",
    "ac me",
    "acme/",
    "-acme",
    "acme-",
    "ACME",
    "acme_team",
    "a".repeat(64),
    "[::1]",
    "acme\n",
    "ácme",
  ])("refuses %j", (domain) => {
    expect(isValidJiraDomain(domain)).toBe(false);
  });

  it("normalises case and surrounding spaces only", () => {
    expect(normalizeJiraDomain("  Acme-Team ")).toBe("acme-team");
    expect(isValidJiraDomain(normalizeJiraDomain("Evil.COM"))).toBe(false);
  });
});

describe("JIRA project and issue keys", () => {
  it.each(["PO", "POKER", "ABC_1", "A1", "ABCDEFGHIJ"])("accepts project key %s", (key) => {
    expect(isValidProjectKey(key)).toBe(true);
  });

  it.each(["", "P", "1ABC", "_AB", "ABCDEFGHIJK", "PO-KER", "PO KER", 'PO"KER', "poker"])("refuses project key %j", (key) => {
    expect(isValidProjectKey(key)).toBe(false);
  });

  it("upper-cases the project key", () => {
    expect(normalizeProjectKey(" poker ")).toBe("POKER");
  });

  it.each(["POKER-1", "AB_1-120"])("accepts issue key %s", (key) => expect(isValidIssueKey(key)).toBe(true));
  it.each(["POKER", "POKER-0", "POKER-1/../x", "../POKER-1", "poker-1", "POKER-1?x"])("refuses issue key %j", (key) =>
    expect(isValidIssueKey(key)).toBe(false),
  );
});

describe("jiraConfigSchema", () => {
  it("normalises a valid configuration", () => {
    const parsed = jiraConfigSchema.parse({ domain: " ACME ", projectKey: "poker", email: " dev@acme.test ", apiToken: " acme-token " });
    expect(parsed).toEqual(valid);
  });

  it.each(["domain", "projectKey", "email", "apiToken"] as const)("requires %s", (field) => {
    const result = jiraConfigSchema.safeParse({ ...valid, [field]: "  " });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
    const missing: Partial<typeof valid> = { ...valid };
    delete missing[field];
    expect(jiraConfigSchema.safeParse(missing).success).toBe(false);
  });

  it.each(["evil.com/x", "127.0.0.1", "a.b", "acme.atlassian.net", "https://acme.atlassian.net"])("refuses domain %j with a sentence", (domain) => {
    const result = jiraConfigSchema.safeParse({ ...valid, domain });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/name before \.atlassian\.net/);
  });

  it("refuses a bad project key, email and an oversized token", () => {
    expect(jiraConfigSchema.safeParse({ ...valid, projectKey: "1X" }).success).toBe(false);
    expect(jiraConfigSchema.safeParse({ ...valid, email: "not-an-email" }).success).toBe(false);
    expect(jiraConfigSchema.safeParse({ ...valid, apiToken: "x".repeat(1025) }).success).toBe(false);
  });
});
