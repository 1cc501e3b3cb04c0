// Fixture for the jira.* integration tests: a fake JIRA Cloud and a test server pointed at it,
// started once per file, plus `person(name)` for a signed-up user's JiraApi.
import { afterAll, beforeAll, beforeEach } from "vitest";
import { type FakeJira, startFakeJira } from "./fakeJira";
import { JiraApi } from "./jiraApi";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import { signUpUser } from "../../../../tests/support/users";

export interface JiraTestServer {
  readonly fake: FakeJira;
  readonly server: TestServer;
  person(name: string): Promise<JiraApi>;
}

/** Registers the hooks; `clearBetweenTests` empties the fake's records and injected answers before each test. */
export function useJiraTestServer({ clearBetweenTests }: { clearBetweenTests: boolean }): JiraTestServer {
  let fake: FakeJira | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    fake = await startFakeJira();
    server = await startTestServer({ env: { JIRA_BASE_URL: fake.baseUrlTemplate } });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });
  if (clearBetweenTests) beforeEach(() => fake!.clear());
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("useJiraTestServer: the fake JIRA and the server start in beforeAll");
    return value;
  };
  return {
    get fake() {
      return started(fake);
    },
    get server() {
      return started(server);
    },
    async person(name: string) {
      return new JiraApi(started(server), await signUpUser(started(server), name));
    },
  };
}
