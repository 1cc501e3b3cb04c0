// Test fixture for the Jira DC client's tests: one fake site per file, reset before each test, and
// sites pointed at it through the egress guard (the fake's host:port listed exactly in TRACKER_HOSTS).
import { afterAll, beforeAll, beforeEach } from "vitest";
import { parseTrackerHosts } from "../../../server/egress/trackerHosts";
import type { JiraDcSite } from "../server/http";
import { GOOD_PAT } from "./fakeJiraDcData";
import { type FakeJiraDc, startFakeJiraDc } from "./fakeJiraDc";

export function useFakeJiraDc(): { readonly fake: FakeJiraDc; site(token?: string, overrides?: Partial<JiraDcSite>): JiraDcSite } {
  let fake: FakeJiraDc | undefined;
  beforeAll(async () => {
    fake = await startFakeJiraDc();
  });
  afterAll(() => fake?.close());
  beforeEach(() => fake!.clear());
  const started = () => {
    if (!fake) throw new Error("useFakeJiraDc: the fake Jira is started in beforeAll");
    return fake;
  };
  return {
    get fake() {
      return started();
    },
    site: (token = GOOD_PAT, overrides = {}) => ({ baseUrl: started().baseUrl, token, policy: { listedHosts: parseTrackerHosts(`127.0.0.1:${started().port}`) }, ...overrides }),
  };
}
