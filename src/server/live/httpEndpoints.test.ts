import { describe, expect, it } from "vitest";
import { debugEventRecord, MAX_DEBUG_EVENT_EXTRA_CHARS } from "./httpEndpoints";

describe("debugEventRecord", () => {
  it("logs the known fields as sent", () => {
    expect(debugEventRecord({ event: "long_disconnect", durationMs: 42_000, clientId: "c1" })).toEqual({ event: "long_disconnect", durationMs: 42_000, clientId: "c1" });
  });

  it("cuts any other fields to a bounded string, however much a client sends", () => {
    const record = debugEventRecord({ event: "long_disconnect", junk: "x".repeat(60 * 1024), more: { nested: "y".repeat(1000) } });
    expect(record.event).toBe("long_disconnect");
    expect(record).not.toHaveProperty("junk");
    expect(typeof record.extra).toBe("string");
    expect((record.extra as string).length).toBe(MAX_DEBUG_EVENT_EXTRA_CHARS);
    expect(JSON.stringify(record).length).toBeLessThan(MAX_DEBUG_EVENT_EXTRA_CHARS + 200);
  });
});
