// The bodies of one flush's transition frames, encoded once for every socket that is sent the same
// modifications (issue 34). A reveal in a room of 100 gives 99 viewers the same patch text: each
// socket's frame is then its own small head (its versions) and these shared bytes, not its own
// UTF-8 encoding of the same text. Sockets match by what they were sent, piece by piece, so a
// viewer whose modifications differ (its own card, another query) gets a body of its own.
import type { FramePiece } from "./transport";

/** What follows a socket's own head in every transition: its modifications, then the closing. */
const CLOSING = "]}";

export class FrameBodies {
  /** Bodies by their first piece, each with the pieces it was made from. */
  private readonly byFirst = new Map<string, { pieces: readonly string[]; bytes: Buffer }[]>();
  /** How many bodies were encoded: a flush's frames less the shared ones (the benchmark's counter). */
  encoded = 0;

  /** The modifications `pieces` (joined with their commas) and the closing, as bytes shared with every equal list. */
  body(pieces: readonly string[]): FramePiece {
    const first = pieces[0];
    if (first === undefined) return CLOSING;
    let same = this.byFirst.get(first);
    if (!same) this.byFirst.set(first, (same = []));
    for (const known of same) if (known.pieces.length === pieces.length && known.pieces.every((piece, i) => piece === pieces[i])) return known.bytes;
    const bytes = Buffer.from(pieces.join("") + CLOSING, "utf8");
    same.push({ pieces, bytes });
    this.encoded++;
    return bytes;
  }
}
