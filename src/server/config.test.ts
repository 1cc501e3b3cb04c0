import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, TRUST_PROXY_TRUE_REFUSED } from "./config";

const base = { APP_SECRET: "test-secret-test-secret-test-secret-0123456789", DATA_DIR: mkdtempSync(join(tmpdir(), "planning-poker-config-")) };

describe("TRUST_PROXY", () => {
  it("takes a hop count or proxy addresses, and false", () => {
    expect(loadConfig({ ...base }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: "10.0.0.2, 10.0.0.0/24" }).trustProxy).toBe("10.0.0.2, 10.0.0.0/24");
  });

  it("refuses true with a message that says what to set", () => {
    expect(() => loadConfig({ ...base, TRUST_PROXY: "true" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, TRUST_PROXY: "true" })).toThrow(TRUST_PROXY_TRUE_REFUSED);
    expect(TRUST_PROXY_TRUE_REFUSED).toContain("number of proxies");
    expect(() => loadConfig({ ...base, TRUST_PROXY: "yes please" })).toThrow(/TRUST_PROXY must be false, a hop count/);
  });

  it("TRUST_PROXY=true stops the server at start-up with that message", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: { PATH: process.env.PATH, ...base, PORT: "0", HOST: "127.0.0.1", TRUST_PROXY: "true" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(TRUST_PROXY_TRUE_REFUSED);
    // Starting Node with tsx takes seconds on a busy two-core machine (over 20 s beside the browser
    // tests): room beyond vitest's 5 s.
  }, 90_000);
});

describe("TRACKER_HOSTS", () => {
  it("lists the self-hosted sites as host and host:port patterns, none when unset", () => {
    expect(loadConfig({ ...base }).trackerHosts).toEqual([]);
    expect(loadConfig({ ...base, TRACKER_HOSTS: "jira.corp.example, gitlab.corp.example:8443 *.corp.example" }).trackerHosts).toEqual([
      { host: "jira.corp.example", port: null },
      { host: "gitlab.corp.example", port: 8443 },
      { host: "*.corp.example", port: null },
    ]);
  });

  it("refuses an entry that is no host, naming the variable and the entry", () => {
    expect(() => loadConfig({ ...base, TRACKER_HOSTS: "jira.corp.example,https://jira.corp.example/jira" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, TRACKER_HOSTS: "https://jira.corp.example/jira" })).toThrow(/TRACKER_HOSTS: .*"https:\/\/jira\.corp\.example\/jira"/);
    expect(() => loadConfig({ ...base, TRACKER_HOSTS: "jira.corp.example:70000" })).toThrow(/TRACKER_HOSTS: .*port outside 1-65535/);
  });
});
