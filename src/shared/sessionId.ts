// The browser session id (spec 3): generated once per browser, random string plus timestamp.
// It is recorded with rooms and mutations, never trusted for authorization (DESIGN 5).

export const SESSION_ID_MAX_LENGTH = 100;

export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]+$/;
/** Leaves room for the separator and a base-36 timestamp within the maximum length. */
const RANDOM_PART_MAX_LENGTH = 64;

/**
 * `<random>-<now in base 36>`, e.g. "k3j9x0q2mzt1-mc9f2ab1". `random` should come from
 * crypto.randomUUID or crypto.getRandomValues; characters outside [A-Za-z0-9_-] are dropped.
 */
export function createSessionId(random: () => string, now: number): string {
  const randomPart = random().replace(/[^A-Za-z0-9_-]/g, "").slice(0, RANDOM_PART_MAX_LENGTH);
  if (randomPart.length === 0) throw new Error("createSessionId needs a non-empty random string");
  return `${randomPart}-${Math.max(0, Math.floor(now)).toString(36)}`;
}

/** Any URL-safe id up to 100 characters, so ids from older clients keep working. */
export function isValidSessionId(value: unknown): value is string {
  return (
    typeof value === "string" &&
    value.length <= SESSION_ID_MAX_LENGTH &&
    SESSION_ID_PATTERN.test(value)
  );
}
