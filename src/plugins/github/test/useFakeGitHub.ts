// Test fixture for the GitHub client's tests: one fake GitHub per file, reset before each test, and
// sites pointed at it through the egress guard (the fake's host:port listed exactly in TRACKER_HOSTS).
import { loopbackPolicy, useFakeTracker } from "../../../../tests/support/useFakeTracker";
import type { GitHubSite } from "../server/http";
import { GOOD_TOKEN } from "./fakeGitHubData";
import { startFakeGitHub } from "./fakeGitHub";

export function useFakeGitHub() {
  const started = useFakeTracker("GitHub", () => startFakeGitHub());
  return {
    get fake() {
      return started();
    },
    site: (token = GOOD_TOKEN, overrides: Partial<GitHubSite> = {}): GitHubSite => ({ apiUrl: started().url, token, policy: loopbackPolicy(started().port), ...overrides }),
  };
}
