import { describe, expect, it } from "vitest";
import { parseTrackerAddress, siteBaseUrl } from "./trackerAddress";

describe("a tracker site's address", () => {
  it("takes http(s) addresses without credentials, trimmed and bounded", () => {
    expect(parseTrackerAddress(" https://tracker.corp.example/jira ", 100)?.toString()).toBe("https://tracker.corp.example/jira");
    expect(parseTrackerAddress("tracker.corp.example", 100)).toBeNull();
    expect(parseTrackerAddress("ftp://tracker.corp.example", 100)).toBeNull();
    expect(parseTrackerAddress("https://alice:secret@tracker.corp.example", 100)).toBeNull();
    expect(parseTrackerAddress(`https://tracker.corp.example/${"x".repeat(100)}`, 100)).toBeNull();
    expect(parseTrackerAddress("   ", 100)).toBeNull();
  });

  it("keeps the site's path and drops the API part after it", () => {
    expect(siteBaseUrl(new URL("https://git.corp.example/gitlab/api/v4/projects"), /\/api(\/v4)?(\/.*)?$/)).toBe("https://git.corp.example/gitlab");
    expect(siteBaseUrl(new URL("https://git.corp.example:8443/"), /\/api(\/.*)?$/)).toBe("https://git.corp.example:8443");
  });
});
