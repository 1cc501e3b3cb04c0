import { describe, expect, it } from "vitest";
import { listing, parseTrackerHosts } from "./trackerHosts";

describe("TRACKER_HOSTS", () => {
  it("reads hosts, host:port, wildcards and bracketed IPv6, separated by commas or spaces", () => {
    expect(parseTrackerHosts("jira.corp.example, gitlab.corp.example:8443 *.dev.example [fd00::5]:443 10.0.0.7")).toEqual([
      { host: "jira.corp.example", port: null },
      { host: "gitlab.corp.example", port: 8443 },
      { host: "*.dev.example", port: null },
      { host: "fd00::5", port: 443 },
      { host: "10.0.0.7", port: null },
    ]);
    expect(parseTrackerHosts(undefined)).toEqual([]);
    expect(parseTrackerHosts("  ")).toEqual([]);
  });

  it.each([
    ["https://jira.corp.example", "is not a host or host:port"],
    ["jira.corp.example:0", "port outside 1-65535"],
    ["jira_corp", "is not a host name"],
    ["-bad.example", "is not a host name"],
  ])("refuses %s with a sentence", (value, message) => {
    expect(() => parseTrackerHosts(value)).toThrow(message);
  });

  it("tells an exact listing from a wildcard, and respects ports", () => {
    const hosts = parseTrackerHosts("jira.corp.example:8443 *.dev.example 10.0.0.7");
    expect(listing(hosts, "jira.corp.example", 8443)).toBe("exact");
    expect(listing(hosts, "JIRA.corp.example", 8443)).toBe("exact");
    expect(listing(hosts, "jira.corp.example", 443)).toBeNull();
    expect(listing(hosts, "gitlab.dev.example", 443)).toBe("pattern");
    expect(listing(hosts, "dev.example", 443)).toBeNull();
    expect(listing(hosts, "evildev.example", 443)).toBeNull();
    expect(listing(hosts, "10.0.0.7", 80)).toBe("exact");
  });
});
