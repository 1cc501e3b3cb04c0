// Test fixture for the Jira DC client's tests: one fake site per file, reset before each test, and
// sites pointed at it through the egress guard (the fake's host:port listed exactly in TRACKER_HOSTS).
import { loopbackPolicy, useFakeTracker } from "../../../../tests/support/useFakeTracker";
import type { JiraDcSite } from "../server/http";
import { GOOD_PAT } from "./fakeJiraDcData";
import { startFakeJiraDc } from "./fakeJiraDc";

export function useFakeJiraDc() {
  const started = useFakeTracker("Jira", startFakeJiraDc);
  return {
    get fake() {
      return started();
    },
    site: (token = GOOD_PAT, overrides: Partial<JiraDcSite> = {}): JiraDcSite => ({ baseUrl: started().baseUrl, token, policy: loopbackPolicy(started().port), ...overrides }),
  };
}
