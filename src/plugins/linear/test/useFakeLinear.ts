// Test fixture for the Linear client's tests: one fake Linear per file, reset before each test, and
// sites pointed at it through the egress guard (the fake's host:port listed exactly in TRACKER_HOSTS).
import { loopbackPolicy, useFakeTracker } from "../../../../tests/support/useFakeTracker";
import type { LinearSite } from "../server/http";
import { GOOD_KEY } from "./fakeLinearData";
import { startFakeLinear } from "./fakeLinear";

export function useFakeLinear() {
  const started = useFakeTracker("Linear", startFakeLinear);
  return {
    get fake() {
      return started();
    },
    site: (apiKey = GOOD_KEY, overrides: Partial<LinearSite> = {}): LinearSite => ({ apiUrl: started().url, apiKey, policy: loopbackPolicy(started().port), ...overrides }),
  };
}
