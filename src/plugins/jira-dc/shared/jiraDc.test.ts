import { describe, expect, it } from "vitest";
import { browseUrl, isIssueKey, jiraDcBaseUrl, priorityFromJira } from "./jiraDc";

describe("Jira DC's rules", () => {
  it("keeps the context path of a site's address and drops what follows it", () => {
    expect(jiraDcBaseUrl("https://jira.corp.example/jira/")).toBe("https://jira.corp.example/jira");
    expect(jiraDcBaseUrl(" https://jira.corp.example/jira/browse/ABC-1 ")).toBe("https://jira.corp.example/jira");
    expect(jiraDcBaseUrl("https://jira.corp.example/rest/api/2/myself")).toBe("https://jira.corp.example");
    expect(jiraDcBaseUrl("https://jira.corp.example:8443")).toBe("https://jira.corp.example:8443");
  });

  it("refuses what is not a web address or carries credentials", () => {
    expect(jiraDcBaseUrl("jira.corp.example")).toBeNull();
    expect(jiraDcBaseUrl("ftp://jira.corp.example")).toBeNull();
    expect(jiraDcBaseUrl("https://alice:secret@jira.corp.example")).toBeNull();
    expect(jiraDcBaseUrl(`https://jira.corp.example/${"x".repeat(3000)}`)).toBeNull();
  });

  it("builds browse links, checks keys and ranks priorities by spec 9", () => {
    expect(browseUrl("https://jira.corp.example/jira", "ABC-1")).toBe("https://jira.corp.example/jira/browse/ABC-1");
    expect(isIssueKey("ABC-12")).toBe(true);
    expect(isIssueKey("abc-12")).toBe(false);
    expect(isIssueKey("ABC-12; DROP")).toBe(false);
    expect(priorityFromJira("Major")).toBe(2);
    expect(priorityFromJira("Whenever")).toBeNull();
    expect(priorityFromJira(null)).toBeNull();
  });
});
