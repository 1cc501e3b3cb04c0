// Test fixture for the JIRA client's unit tests: one fake JIRA Cloud per file, emptied before each test.
import { afterAll, beforeAll, beforeEach } from "vitest";
import { type FakeJira, startFakeJira } from "./fakeJira";

/** Starts the fake in beforeAll, clears it before each test and closes it after all; read `fake` and `settings` inside tests. */
export function useFakeJira(): { readonly fake: FakeJira; readonly settings: { baseUrlTemplate: string } } {
  let fake: FakeJira | undefined;
  let settings: { baseUrlTemplate: string } | undefined;
  beforeAll(async () => {
    fake = await startFakeJira();
    settings = { baseUrlTemplate: fake.baseUrlTemplate };
  });
  afterAll(() => fake?.close());
  beforeEach(() => fake!.clear());
  return {
    get fake() {
      if (!fake) throw new Error("useFakeJira: the fake JIRA is started in beforeAll");
      return fake;
    },
    get settings() {
      if (!settings) throw new Error("useFakeJira: the fake JIRA is started in beforeAll");
      return settings;
    },
  };
}
