// Test fixture for the GitLab client's tests: one fake GitLab per file, reset before each test, and
// sites pointed at it through the egress guard (the fake's host:port listed exactly in TRACKER_HOSTS).
import { afterAll, beforeAll, beforeEach } from "vitest";
import { parseTrackerHosts } from "../../../server/egress/trackerHosts";
import type { GitLabSite } from "../server/http";
import { GOOD_TOKEN } from "./fakeGitLabData";
import { type FakeGitLab, startFakeGitLab } from "./fakeGitLab";

export function useFakeGitLab(): { readonly fake: FakeGitLab; site(token?: string, overrides?: Partial<GitLabSite>): GitLabSite } {
  let fake: FakeGitLab | undefined;
  beforeAll(async () => {
    fake = await startFakeGitLab();
  });
  afterAll(() => fake?.close());
  beforeEach(() => fake!.clear());
  const started = () => {
    if (!fake) throw new Error("useFakeGitLab: the fake GitLab is started in beforeAll");
    return fake;
  };
  return {
    get fake() {
      return started();
    },
    site: (token = GOOD_TOKEN, overrides = {}) => ({ baseUrl: started().baseUrl, token, policy: { listedHosts: parseTrackerHosts(`127.0.0.1:${started().port}`) }, ...overrides }),
  };
}
