import { describe, expect, it } from "vitest";
import { domainFromInput, hasBlankField, testedKey } from "./jiraForm";

describe("jiraForm", () => {
  it("takes the site name out of a pasted URL and leaves anything else for the server to judge", () => {
    expect(domainFromInput("acme")).toBe("acme");
    expect(domainFromInput("https://acme.atlassian.net/jira/software")).toBe("acme");
    expect(domainFromInput("ACME.atlassian.net")).toBe("ACME");
    expect(domainFromInput("evil.com/x")).toBe("evil.com/x");
    expect(domainFromInput("127.0.0.1")).toBe("127.0.0.1");
  });

  it("finds blank fields", () => {
    expect(hasBlankField({ domain: "acme", projectKey: "POKER", email: "a@b.c", apiToken: "t" })).toBe(false);
    expect(hasBlankField({ domain: "acme", projectKey: "POKER", email: "a@b.c", apiToken: "  " })).toBe(true);
  });

  it("treats values the server normalises alike as the same test, and any real change as a new one", () => {
    const values = { domain: " Acme ", projectKey: "poker", email: " dev@acme.test", apiToken: "t" };
    expect(testedKey(values)).toBe(testedKey({ domain: "acme", projectKey: "POKER", email: "dev@acme.test", apiToken: "t" }));
    expect(testedKey(values)).not.toBe(testedKey({ ...values, apiToken: "u" }));
    expect(testedKey(values)).not.toBe(testedKey({ ...values, projectKey: "POKE" }));
  });
});
