// Test fixture for the GitHub client's tests: one fake GitHub per file, reset before each test, and
// sites pointed at it through the egress guard (the fake's host:port listed exactly in TRACKER_HOSTS).
import { afterAll, beforeAll, beforeEach } from "vitest";
import { parseTrackerHosts } from "../../../server/egress/trackerHosts";
import type { GitHubSite } from "../server/http";
import { GOOD_TOKEN } from "./fakeGitHubData";
import { type FakeGitHub, startFakeGitHub } from "./fakeGitHub";

export function useFakeGitHub(): { readonly fake: FakeGitHub; site(token?: string, overrides?: Partial<GitHubSite>): GitHubSite } {
  let fake: FakeGitHub | undefined;
  beforeAll(async () => {
    fake = await startFakeGitHub();
  });
  afterAll(() => fake?.close());
  beforeEach(() => fake!.clear());
  const started = () => {
    if (!fake) throw new Error("useFakeGitHub: the fake GitHub is started in beforeAll");
    return fake;
  };
  return {
    get fake() {
      return started();
    },
    site: (token = GOOD_TOKEN, overrides = {}) => ({
      apiUrl: started().url,
      token,
      policy: { listedHosts: parseTrackerHosts(`127.0.0.1:${started().port}`) },
      ...overrides,
    }),
  };
}
