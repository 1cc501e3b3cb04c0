// Fixtures every tracker client's tests share: one fake per test file (started before its tests,
// reset before each, closed after), the policy that lets a client reach it (its loopback host:port
// listed exactly in TRACKER_HOSTS), the tracker error a call ended in, and the check that no
// secret got into an error.
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import type { EgressPolicy } from "../../src/server/egress/egressRequest";
import { parseTrackerHosts } from "../../src/server/egress/trackerHosts";

export function useFakeTracker<F extends { clear(): void; close(): Promise<void> }>(name: string, start: () => Promise<F>): () => F {
  let fake: F | undefined;
  beforeAll(async () => {
    fake = await start();
  });
  afterAll(() => fake?.close());
  beforeEach(() => fake?.clear());
  return () => {
    if (!fake) throw new Error(`the fake ${name} is started in beforeAll`);
    return fake;
  };
}

/** The egress policy under which a client reaches a fake on 127.0.0.1:port. */
export function loopbackPolicy(port: number): EgressPolicy {
  return { listedHosts: parseTrackerHosts(`127.0.0.1:${port}`) };
}

/** The error `promise` was rejected with, which must be a `type`. */
export async function rejection<E extends Error>(promise: Promise<unknown>, type: abstract new (...args: never[]) => E): Promise<E> {
  const error = await promise.then(() => null, (e: unknown) => e);
  if (!(error instanceof type)) throw new Error(`expected a ${type.name}, got ${String(error)}`);
  return error;
}

/** Collects what each call was rejected with, then checks none holds a secret, in its text, its JSON or its stack. */
export async function expectSecretsInNoError(calls: readonly (() => Promise<unknown>)[], secrets: readonly string[]): Promise<void> {
  const errors: unknown[] = [];
  for (const call of calls) await call().then(() => undefined, (e: unknown) => void errors.push(e));
  expect(errors).toHaveLength(calls.length);
  for (const error of errors) {
    const text = `${String(error)} ${JSON.stringify(error)} ${(error as Error).stack ?? ""}`;
    for (const secret of secrets) expect(text).not.toContain(secret);
  }
}
