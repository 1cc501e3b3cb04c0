// Test fixture for the GitLab client's tests: one fake GitLab per file, reset before each test, and
// sites pointed at it through the egress guard (the fake's host:port listed exactly in TRACKER_HOSTS).
import { loopbackPolicy, useFakeTracker } from "../../../../tests/support/useFakeTracker";
import type { GitLabSite } from "../server/http";
import { GOOD_TOKEN } from "./fakeGitLabData";
import { startFakeGitLab } from "./fakeGitLab";

export function useFakeGitLab() {
  const started = useFakeTracker("GitLab", startFakeGitLab);
  return {
    get fake() {
      return started();
    },
    site: (token = GOOD_TOKEN, overrides: Partial<GitLabSite> = {}): GitLabSite => ({ baseUrl: started().baseUrl, token, policy: loopbackPolicy(started().port), ...overrides }),
  };
}
