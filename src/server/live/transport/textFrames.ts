// Server-to-client WebSocket text frames (RFC 6455 5.2: FIN, opcode 1, unmasked), each built in
// one buffer straight from the pieces of its text and written in one call. A flush writes to every
// socket of a room: ws's send would join the text, encode it, frame header and payload apart and
// write them corked, several short-lived objects per socket per change (bench/README.md).
import type { Socket } from "node:net";

/** The frame for the text that `pieces` make together: 2, 4 or 10 header bytes by length, then UTF-8. */
export function textFrame(pieces: readonly string[]): Buffer {
  return frameOf(pieces, textLength(pieces));
}

function textLength(pieces: readonly string[]): number {
  let length = 0;
  for (const piece of pieces) length += Buffer.byteLength(piece);
  return length;
}

function frameOf(pieces: readonly string[], length: number): Buffer {
  const header = length < 126 ? 2 : length < 65536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = 0x81;
  if (header === 2) frame[1] = length;
  else if (header === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    frame.writeUInt32BE(length >>> 0, 6);
  }
  let offset = header;
  for (const piece of pieces) offset += frame.write(piece, offset, "utf8");
  return frame;
}

/** Bounds on what one socket is sent (issue 30): a frame's bytes, and what the peer leaves unread. */
export interface OutputLimits {
  maxFrameBytes: number;
  maxBufferedBytes: number;
}

/**
 * Writes a text frame to the WebSocket's TCP socket. Sound only beside a ws socket that queues
 * nothing of its own (no compression, no blobs): its pings and close frame are written at once too,
 * so frames keep their order. Writes nothing, and says why, when the frame is over the limit
 * ("frame") or the peer has left so much unread that this frame would pass the limit ("slow"):
 * the caller closes the socket.
 */
export function writeTextFrame(tcp: Socket, pieces: readonly string[], limits?: OutputLimits): "written" | "frame" | "slow" {
  if (!tcp.writable) return "written";
  const length = textLength(pieces);
  if (limits && length > limits.maxFrameBytes) return "frame";
  if (limits && tcp.writableLength + length > limits.maxBufferedBytes) return "slow";
  tcp.write(frameOf(pieces, length));
  return "written";
}
