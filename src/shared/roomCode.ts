// Room code format (spec 3, 5, 9) and random code generation.

/**
 * Random codes avoid look-alikes (0/O, 1/I/L) so a code read aloud or off a screen is typed
 * right. Custom codes may use any letter or digit.
 */
export const ROOM_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export const JOIN_CODE_MAX_LENGTH = 8;
export const CUSTOM_CODE_MIN_LENGTH = 3;
export const CUSTOM_CODE_MAX_LENGTH = 8;

/**
 * The longest code the spec allows: 31^8 ≈ 850 billion codes, so with lookups and joins rate
 * limited per account and per address, finding a room by trying codes is hopeless.
 */
export const RANDOM_CODE_LENGTH = CUSTOM_CODE_MAX_LENGTH;

const ROOM_CODE_PATTERN = new RegExp(`^[A-Z0-9]{${CUSTOM_CODE_MIN_LENGTH},${CUSTOM_CODE_MAX_LENGTH}}$`);

/** A stored room code: 3 to 8 upper-case ASCII letters or digits. */
export function isValidRoomCode(code: unknown): code is string {
  return typeof code === "string" && ROOM_CODE_PATTERN.test(code);
}

/**
 * A fresh random code. `randomInt(max)` must return an integer in [0, max) from a
 * cryptographic source; the server passes node:crypto's `randomInt`.
 */
export function randomRoomCode(randomInt: (max: number) => number): string {
  let code = "";
  for (let i = 0; i < RANDOM_CODE_LENGTH; i++) {
    const index = randomInt(ROOM_CODE_ALPHABET.length);
    if (!Number.isInteger(index) || index < 0 || index >= ROOM_CODE_ALPHABET.length) {
      throw new RangeError(`randomInt returned ${index}, outside [0, ${ROOM_CODE_ALPHABET.length})`);
    }
    code += ROOM_CODE_ALPHABET[index];
  }
  return code;
}
