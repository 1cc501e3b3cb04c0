// Server-to-client WebSocket text frames (RFC 6455 5.2: FIN, opcode 1, unmasked), each built in
// one buffer straight from the pieces of its text and written in one call. A flush writes to every
// socket of a room: ws's send would join the text, encode it, frame header and payload apart and
// write them corked, several short-lived objects per socket per change (bench/README.md).
// A piece is text, or bytes already encoded once for every socket of a flush (sharedBodies.ts);
// several messages for one socket go out in one write, one system call (issue 34).
import type { Socket } from "node:net";

/** Text, or its UTF-8 bytes encoded once and shared by many frames. */
export type FramePiece = string | Uint8Array;

/** What one socket is sent: text whole or in pieces, each message its own frame. */
export type OutgoingMessage = string | readonly FramePiece[];

/** What the transport wrote, for the benchmark and the metrics: frames, system calls (writes) and bytes. */
export class OutputCounters {
  frames = 0;
  writes = 0;
  bytes = 0;
  /** Transition bodies a flush encoded (frameBodies.ts): frames of a flush less those that shared one. */
  bodiesEncoded = 0;
}

/** The frame for the text that `pieces` make together: 2, 4 or 10 header bytes by length, then UTF-8. */
export function textFrame(pieces: readonly FramePiece[]): Buffer {
  const length = textLength(pieces);
  const frame = Buffer.allocUnsafe(headerLength(length) + length);
  writeFrame(frame, 0, pieces, length);
  return frame;
}

function textLength(pieces: readonly FramePiece[]): number {
  let length = 0;
  for (const piece of pieces) length += typeof piece === "string" ? Buffer.byteLength(piece) : piece.length;
  return length;
}

const headerLength = (length: number) => (length < 126 ? 2 : length < 65536 ? 4 : 10);

/** Writes the frame at `offset` of `into`; returns where it ends. */
function writeFrame(into: Buffer, offset: number, pieces: readonly FramePiece[], length: number): number {
  const header = headerLength(length);
  into[offset] = 0x81;
  if (header === 2) into[offset + 1] = length;
  else if (header === 4) {
    into[offset + 1] = 126;
    into.writeUInt16BE(length, offset + 2);
  } else {
    into[offset + 1] = 127;
    into.writeUInt32BE(Math.floor(length / 2 ** 32), offset + 2);
    into.writeUInt32BE(length >>> 0, offset + 6);
  }
  let at = offset + header;
  for (const piece of pieces) {
    if (typeof piece === "string") at += into.write(piece, at, "utf8");
    else {
      into.set(piece, at);
      at += piece.length;
    }
  }
  return at;
}

/** Bounds on what one socket is sent (issue 30): a frame's bytes, and what the peer leaves unread. */
export interface OutputLimits {
  maxFrameBytes: number;
  maxBufferedBytes: number;
}

/**
 * Writes text frames to the WebSocket's TCP socket, in order, in one write. Sound only beside a ws
 * socket that queues nothing of its own (no compression, no blobs): its pings and close frame are
 * written at once too, so frames keep their order. Writes nothing, and says why, when a frame is
 * over the limit ("frame") or the peer has left so much unread that these frames would pass the
 * limit ("slow"): the caller closes the socket.
 */
export function writeTextFrames(tcp: Socket, messages: readonly OutgoingMessage[], limits?: OutputLimits, counters?: OutputCounters): "written" | "frame" | "slow" {
  if (!tcp.writable || messages.length === 0) return "written";
  const lengths: number[] = [];
  let total = 0;
  for (const message of messages) {
    const length = textLength(typeof message === "string" ? [message] : message);
    if (limits && length > limits.maxFrameBytes) return "frame";
    lengths.push(length);
    total += headerLength(length) + length;
  }
  if (limits && tcp.writableLength + total > limits.maxBufferedBytes) return "slow";
  const buffer = Buffer.allocUnsafe(total);
  let offset = 0;
  messages.forEach((message, i) => (offset = writeFrame(buffer, offset, typeof message === "string" ? [message] : message, lengths[i]!)));
  tcp.write(buffer);
  if (counters) {
    counters.frames += messages.length;
    counters.writes++;
    counters.bytes += total;
  }
  return "written";
}

/** One text frame: `writeTextFrames` with one message. */
export function writeTextFrame(tcp: Socket, pieces: readonly FramePiece[], limits?: OutputLimits): "written" | "frame" | "slow" {
  return writeTextFrames(tcp, [pieces], limits);
}
