// Secrets at rest (JIRA API tokens): AES-256-GCM with a fresh random IV per value and a key
// derived from the server secret with HKDF, one key per purpose. The sealed text is
// "v1.<iv>.<tag>.<ciphertext>" (base64url), and a context string (the row it belongs to) is bound
// in as associated data, so a sealed value copied to another row does not open there.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SALT = "planning-poker/secret-box";

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SecretBoxError";
  }
}

export interface SecretBox {
  seal(plaintext: string, context: string): string;
  /** Throws SecretBoxError when the value was changed, sealed with another key or for another context. */
  open(sealed: string, context: string): string;
}

export function createSecretBox(appSecret: string, purpose: string): SecretBox {
  if (appSecret.length < 32) throw new Error("The app secret must be at least 32 characters");
  const key = Buffer.from(hkdfSync("sha256", appSecret, SALT, `purpose:${purpose}`, 32));
  return {
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, "utf8"));
      const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
    },
    open(sealed, context) {
      const [version, iv, tag, ciphertext, ...rest] = sealed.split(".");
      if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined || rest.length > 0) {
        throw new SecretBoxError("The sealed secret is not in a known format");
      }
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"), { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(context, "utf8"));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
      } catch {
        // Never echo the input: it is (an altered copy of) a secret.
        throw new SecretBoxError("The sealed secret could not be opened: it was altered or sealed with another key");
      }
    },
  };
}
