import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeJira, startFakeJira } from "../../test/fakeJira";
import { fakeJiraConfig } from "../../test/fakeJiraData";
import { MESSAGES } from "../../../../shared/messages";
import { JIRA_MAX_RESPONSE_BYTES, type JiraClientSettings, jiraRequest, openJiraSite, retryWaitMs } from "./http";

let fake: FakeJira;
const acme = fakeJiraConfig("acme", "POKER");
const myself = { method: "GET", path: "/rest/api/3/myself" } as const;
const site = (settings: JiraClientSettings = {}) => openJiraSite(acme, { baseUrlTemplate: fake.baseUrlTemplate, ...settings });

beforeAll(async () => {
  fake = await startFakeJira();
});
afterAll(() => fake.close());
beforeEach(() => fake.clear());

describe("jiraRequest", () => {
  it("waits out a 429 through Retry-After, then succeeds", async () => {
    fake.failNextWith429(1);
    const response = await jiraRequest(site(), myself);
    expect(response.status).toBe(200);
    expect(fake.sent.map((r) => r.status)).toEqual([429, 200]);
  });

  it("gives up at once when Retry-After is longer than the cap", async () => {
    fake.failNextWith429(60);
    await expect(jiraRequest(site({ maxRetryWaitMs: 1_000 }), myself)).rejects.toMatchObject({ kind: "rate_limited", message: MESSAGES.jira.rateLimited });
    expect(fake.received.requests).toHaveLength(1);
  });

  it("bounds the number of retries", async () => {
    fake.failNextWith429(0);
    fake.failNextWith429(0);
    await expect(jiraRequest(site({ maxRetries: 1 }), myself)).rejects.toMatchObject({ kind: "rate_limited" });
    expect(fake.received.requests).toHaveLength(2);
  });

  it("retries a 503 that carries Retry-After", async () => {
    fake.failNextWith({ status: 503, headers: { "Retry-After": "0" } });
    await expect(jiraRequest(site(), myself)).resolves.toMatchObject({ status: 200 });
  });

  it("times out a JIRA that does not answer", async () => {
    fake.delayNextResponse(2_000);
    await expect(jiraRequest(site({ timeoutMs: 100 }), myself)).rejects.toMatchObject({ kind: "timeout", message: expect.stringMatching(/did not answer/) });
  });

  it("explains a server failure", async () => {
    fake.failNextWith({ status: 500, body: "<html>Oops</html>", contentType: "text/html" });
    await expect(jiraRequest(site(), myself)).rejects.toMatchObject({ kind: "server", status: 500 });
  });

  it("refuses a success that is not JSON", async () => {
    fake.failNextWith({ status: 200, body: "<html>Log in</html>", contentType: "text/html" });
    await expect(jiraRequest(site(), myself)).rejects.toMatchObject({ kind: "bad_response", message: expect.stringMatching(/not JSON/) });
  });

  it("does not follow redirects", async () => {
    fake.failNextWith({ status: 302, headers: { Location: `${fake.url}/acme/rest/api/3/myself` } });
    await expect(jiraRequest(site(), myself)).rejects.toMatchObject({ kind: "bad_response", message: expect.stringMatching(/redirect/) });
    expect(fake.received.requests).toHaveLength(1);
  });

  it("explains the removed search API", async () => {
    await expect(jiraRequest(site(), { method: "GET", path: "/rest/api/3/search", query: { jql: "project = POKER" } })).rejects.toMatchObject({
      kind: "gone",
      message: expect.stringContaining("Please migrate to the /rest/api/3/search/jql API"),
    });
  });

  it("explains a network failure", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = openJiraSite(acme, { baseUrlTemplate: `http://127.0.0.1:${port}/{domain}` });
    await expect(jiraRequest(unreachable, myself)).rejects.toMatchObject({ kind: "network", message: MESSAGES.jira.unreachable });
  });
});

describe("retryWaitMs", () => {
  it("reads seconds, an HTTP date, or falls back to doubling", () => {
    expect(retryWaitMs(new Headers({ "Retry-After": "3" }), 0)).toBe(3_000);
    expect(retryWaitMs(new Headers({ "Retry-After": new Date(Date.now() - 1000).toUTCString() }), 0)).toBe(0);
    expect(retryWaitMs(new Headers(), 0)).toBe(1_000);
    expect(retryWaitMs(new Headers(), 2)).toBe(4_000);
  });
});

describe("jiraRequest with an answer too large to hold", () => {
  it("cuts off an answer past the bound while it streams, with a clear error", async () => {
    // A JIRA that would stream 64 MB of one JSON string; it counts what it got out before the client left.
    const chunk = "x".repeat(1024 * 1024);
    let written = 0;
    const huge = createServer((_request, response) => {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.write('{"filler":"');
      const more = () => {
        while (written < 64 * chunk.length && !response.destroyed) {
          written += chunk.length;
          if (!response.write(chunk)) return void response.once("drain", more);
        }
        if (!response.destroyed) response.end('"}');
      };
      more();
    });
    await new Promise<void>((resolve) => huge.listen(0, "127.0.0.1", resolve));
    try {
      const port = (huge.address() as AddressInfo).port;
      const bigSite = openJiraSite(acme, { baseUrlTemplate: `http://127.0.0.1:${port}/{domain}` });
      await expect(jiraRequest(bigSite, myself)).rejects.toMatchObject({ kind: "bad_response", message: expect.stringMatching(/larger than 10 MB/) });
      expect(JIRA_MAX_RESPONSE_BYTES).toBe(10 * 1024 * 1024);
      expect(written).toBeLessThan(64 * chunk.length);
    } finally {
      huge.closeAllConnections();
      await new Promise((resolve) => huge.close(resolve));
    }
  });

  it("refuses at once an answer that announces a length past the bound", async () => {
    fake.failNextWith({ status: 200, body: JSON.stringify({ filler: "x".repeat(JIRA_MAX_RESPONSE_BYTES) }) });
    await expect(jiraRequest(site(), myself)).rejects.toMatchObject({ kind: "bad_response", message: expect.stringMatching(/larger than 10 MB/) });
  });
});
