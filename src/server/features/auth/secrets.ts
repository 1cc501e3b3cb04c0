// Random secrets and their hashes. Tokens handed to clients are 32 random bytes; the database
// keeps only their SHA-256, which is enough for unguessable values (no salt or slow hash needed).
import { createHash, randomBytes, randomUUID } from "node:crypto";

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

export function sha256Base64url(value: string): string {
  return createHash("sha256").update(value).digest("base64url");
}

export function newId(): string {
  return randomUUID();
}
