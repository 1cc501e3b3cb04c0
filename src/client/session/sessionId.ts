// The browser session id (spec 3): made once per browser and kept in localStorage.
import { createSessionId, isValidSessionId } from "../../shared/sessionId";

export const SESSION_ID_KEY = "pp-session-id";

let cached: string | null = null;

/** This browser's session id, created on first use. Works without storage (private modes). */
export function getSessionId(): string {
  if (cached) return cached;
  const stored = readStored();
  cached = stored ?? createSessionId(randomString, Date.now());
  if (!stored) {
    try {
      localStorage.setItem(SESSION_ID_KEY, cached);
    } catch {
      // Storage refused: the id lives as long as the page.
    }
  }
  return cached;
}

function readStored(): string | null {
  try {
    const value = localStorage.getItem(SESSION_ID_KEY);
    return isValidSessionId(value) ? value : null;
  } catch {
    return null;
  }
}

/** 128 random bits in base 36; getRandomValues works outside secure contexts, randomUUID does not. */
function randomString(): string {
  return Array.from(crypto.getRandomValues(new Uint32Array(4)), (n) => n.toString(36)).join("");
}
