// Test fixture for the Linear client's tests: one fake Linear per file, reset before each test, and
// sites pointed at it through the egress guard (the fake's host:port listed exactly in TRACKER_HOSTS).
import { afterAll, beforeAll, beforeEach } from "vitest";
import { parseTrackerHosts } from "../../../server/egress/trackerHosts";
import type { LinearSite } from "../server/http";
import { GOOD_KEY } from "./fakeLinearData";
import { type FakeLinear, startFakeLinear } from "./fakeLinear";

export function useFakeLinear(): { readonly fake: FakeLinear; site(apiKey?: string, overrides?: Partial<LinearSite>): LinearSite } {
  let fake: FakeLinear | undefined;
  beforeAll(async () => {
    fake = await startFakeLinear();
  });
  afterAll(() => fake?.close());
  beforeEach(() => fake!.clear());
  const started = () => {
    if (!fake) throw new Error("useFakeLinear: the fake Linear is started in beforeAll");
    return fake;
  };
  return {
    get fake() {
      return started();
    },
    site: (apiKey = GOOD_KEY, overrides = {}) => ({ apiUrl: started().url, apiKey, policy: { listedHosts: parseTrackerHosts(`127.0.0.1:${started().port}`) }, ...overrides }),
  };
}
