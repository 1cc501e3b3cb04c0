// Global setup of the vitest project `pg`: one PostgreSQL server for the whole run.
// TEST_DATABASE_URL wins (`npm test` starts one cluster and passes it down); otherwise start our own.
import type { TestProject } from "vitest/node";
import { startThrowawayCluster } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** A server the tests may CREATE DATABASE on; give each test server its own via createTestDatabase(). */
    TEST_DATABASE_URL: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide("TEST_DATABASE_URL", given);
    return undefined;
  }
  const cluster = await startThrowawayCluster();
  process.env.TEST_DATABASE_URL = cluster.url;
  project.provide("TEST_DATABASE_URL", cluster.url);
  return async () => {
    await cluster.stop();
    delete process.env.TEST_DATABASE_URL;
  };
}
