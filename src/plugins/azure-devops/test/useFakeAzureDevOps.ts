// Test fixture for the Azure DevOps client's tests: one fake organization per file, reset before each
// test, and sites pointed at it through the egress guard (the fake's host:port listed exactly in TRACKER_HOSTS).
import { loopbackPolicy, useFakeTracker } from "../../../../tests/support/useFakeTracker";
import type { AzureDevOpsSite } from "../server/http";
import { GOOD_PAT } from "./fakeAzureDevOpsData";
import { startFakeAzureDevOps } from "./fakeAzureDevOps";

export function useFakeAzureDevOps() {
  const started = useFakeTracker("Azure DevOps", startFakeAzureDevOps);
  return {
    get fake() {
      return started();
    },
    site: (token = GOOD_PAT, overrides: Partial<AzureDevOpsSite> = {}): AzureDevOpsSite => ({ organizationUrl: started().organizationUrl, token, policy: loopbackPolicy(started().port), ...overrides }),
  };
}
