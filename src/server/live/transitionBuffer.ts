// What one socket has queued for its next transition: the modifications (JSON strings a flush
// shares among sockets, kept unjoined), the socket's version, and the frame cap.
import type { FrameBodies } from "./frameBodies";
import type { FramePiece } from "./transport";

export class TransitionBuffer {
  private version = 0;
  /** Modifications queued for the next transition, with the commas between them. */
  private pending: string[] = [];
  /** Characters queued (at most the frame's bytes); -1 once the frame went over the cap. */
  private chars = 0;

  constructor(private readonly maxChars: number) {}

  /** The version the client is at once it has applied everything taken so far. */
  get currentVersion(): number {
    return this.version;
  }

  /** The frame went over the cap: nothing more is queued or taken (the socket is closing). */
  get overflowed(): boolean {
    return this.chars < 0;
  }

  /** Queues one modification; false when that takes the frame over the cap (it is then dropped whole). */
  add(json: string): boolean {
    if (this.chars < 0) return false;
    this.chars += json.length + 1;
    if (this.chars > this.maxChars) {
      this.pending = [];
      this.chars = -1;
      return false;
    }
    if (this.pending.length > 0) this.pending.push(",");
    this.pending.push(json);
    return true;
  }

  /**
   * The next transition's pieces, or null when there is nothing to send (`always`: an empty one
   * too). With a flush's `bodies`, the pieces are this socket's head and a body shared with every
   * socket of the flush sent the same modifications: the same bytes as without.
   */
  take(always: boolean, bodies?: FrameBodies): FramePiece[] | null {
    if ((this.pending.length === 0 && !always) || this.chars < 0) return null;
    const start = this.version++;
    const pieces = this.pending;
    this.pending = [];
    this.chars = 0;
    const head = `{"type":"Transition","startVersion":${start},"endVersion":${this.version},"modifications":[`;
    if (bodies) return [head, bodies.body(pieces)];
    const all: FramePiece[] = pieces;
    all.unshift(head);
    all.push("]}");
    return all;
  }
}
