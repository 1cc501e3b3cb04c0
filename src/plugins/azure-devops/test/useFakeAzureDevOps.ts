// Test fixture for the Azure DevOps client's tests: one fake organization per file, reset before each
// test, and sites pointed at it through the egress guard (the fake's host:port listed exactly in TRACKER_HOSTS).
import { afterAll, beforeAll, beforeEach } from "vitest";
import { parseTrackerHosts } from "../../../server/egress/trackerHosts";
import type { AzureDevOpsSite } from "../server/http";
import { GOOD_PAT } from "./fakeAzureDevOpsData";
import { type FakeAzureDevOps, startFakeAzureDevOps } from "./fakeAzureDevOps";

export function useFakeAzureDevOps(): { readonly fake: FakeAzureDevOps; site(token?: string, overrides?: Partial<AzureDevOpsSite>): AzureDevOpsSite } {
  let fake: FakeAzureDevOps | undefined;
  beforeAll(async () => {
    fake = await startFakeAzureDevOps();
  });
  afterAll(() => fake?.close());
  beforeEach(() => fake!.clear());
  const started = () => {
    if (!fake) throw new Error("useFakeAzureDevOps: the fake Azure DevOps is started in beforeAll");
    return fake;
  };
  return {
    get fake() {
      return started();
    },
    site: (token = GOOD_PAT, overrides = {}) => ({ organizationUrl: started().organizationUrl, token, policy: { listedHosts: parseTrackerHosts(`127.0.0.1:${started().port}`) }, ...overrides }),
  };
}
