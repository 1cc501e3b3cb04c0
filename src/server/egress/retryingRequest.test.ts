import { describe, expect, it } from "vitest";
import { headerValue, minutesToWait, retryAfterMs } from "./retryingRequest";

describe("rate-limit helpers shared by the tracker clients", () => {
  it("reads Retry-After as seconds or as an HTTP date, and nothing else", () => {
    const now = Date.parse("2026-11-27T10:00:00Z");
    expect(retryAfterMs("30", now)).toBe(30_000);
    expect(retryAfterMs(" 0 ", now)).toBe(0);
    expect(retryAfterMs("Fri, 27 Nov 2026 10:02:00 GMT", now)).toBe(120_000);
    expect(retryAfterMs("Fri, 27 Nov 2026 09:00:00 GMT", now)).toBe(0);
    expect(retryAfterMs("soon", now)).toBeNull();
    expect(retryAfterMs(undefined, now)).toBeNull();
  });

  it("says a wait in whole minutes, at least one", () => {
    expect(minutesToWait(0)).toBe(1);
    expect(minutesToWait(61_000)).toBe(2);
    expect(minutesToWait(300_000)).toBe(5);
  });

  it("takes the first of a repeated header, by any case of its name", () => {
    expect(headerValue({ "x-ratelimit-reset": ["5", "9"] }, "X-RateLimit-Reset")).toBe("5");
    expect(headerValue({ "x-next-page": "" }, "x-next-page")).toBe("");
    expect(headerValue({}, "link")).toBeUndefined();
  });
});
