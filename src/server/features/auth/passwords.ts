// Password hashing with argon2id. Parameters follow OWASP's first recommendation
// (19 MiB, 2 passes, 1 lane): tens of milliseconds per hash on a small server, so sign-in stays
// quick while offline guessing of a leaked hash stays expensive.
import { hash, verify, type Algorithm, type Options } from "@node-rs/argon2";

// Algorithm is an ambient const enum, which isolatedModules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

export const PASSWORD_HASH_OPTIONS: Readonly<Options> = Object.freeze({ algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 });

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/**
 * Test servers only (startApp's `passwordHashing: "quick"`, never an environment variable or a
 * configuration value): the same argon2id at its smallest cost, so the thousands of sign-ups a test
 * run makes do not each spend production's memory and passes. Verifying reads the cost from the hash.
 */
export function hashPasswordQuickly(password: string): Promise<string> {
  return hash(password, { ...PASSWORD_HASH_OPTIONS, memoryCost: 1_024, timeCost: 1 });
}

/** False for a wrong password and for a stored hash that cannot be parsed. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password nobody knows, with the same parameters: verified when the account
 * does not exist (or has no password), so a sign-in takes as long either way.
 */
export const DUMMY_PASSWORD_HASH = "$argon2id$v=19$m=19456,t=2,p=1$i1kjnKyordNrne0swY3gpA$ZecughWyLozcBxCEMvSF5OKvNb/Qh6COFSKIZb+q8+k";
