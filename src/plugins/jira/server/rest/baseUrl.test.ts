import { describe, expect, it } from "vitest";
import { DEFAULT_JIRA_BASE_URL_TEMPLATE, jiraBaseUrl } from "./baseUrl";
import { JiraError } from "./errors";

describe("jiraBaseUrl", () => {
  it("puts the site name into Atlassian's host by default", () => {
    expect(DEFAULT_JIRA_BASE_URL_TEMPLATE).toBe("https://{domain}.atlassian.net");
    expect(jiraBaseUrl("acme")).toBe("https://acme.atlassian.net");
    expect(jiraBaseUrl(" Acme-Team ")).toBe("https://acme-team.atlassian.net");
  });

  it("follows a test template with a path prefix", () => {
    expect(jiraBaseUrl("acme", "http://127.0.0.1:4321/{domain}")).toBe("http://127.0.0.1:4321/acme");
    expect(jiraBaseUrl("acme", "http://127.0.0.1:4321/{domain}/")).toBe("http://127.0.0.1:4321/acme");
  });

  it.each(["evil.com/x", "127.0.0.1", "a.b", "acme.atlassian.net", "acme:443", "me@evil", "acme#", "acme?x", "", "-x", "a b", "%2e%2e"])(
    "refuses %j with a JiraError before building anything",
    (domain) => {
      const attempt = () => jiraBaseUrl(domain);
      expect(attempt).toThrow(JiraError);
      expect(attempt).toThrow(/name before \.atlassian\.net/);
    },
  );

  it("refuses a template that is not an http(s) URL with {domain}", () => {
    expect(() => jiraBaseUrl("acme", "https://jira.example.com")).toThrow(/{domain}/);
    expect(() => jiraBaseUrl("acme", "file:///{domain}")).toThrow(/{domain}/);
  });
});
