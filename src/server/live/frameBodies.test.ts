import { describe, expect, it } from "vitest";
import { FrameBodies } from "./frameBodies";
import { TransitionBuffer } from "./transitionBuffer";
import { textFrame } from "./transport";

/** A socket's buffer with these modifications queued, its version moved on by `earlier` transitions. */
function socketWith(modifications: string[], earlier = 0): TransitionBuffer {
  const buffer = new TransitionBuffer(1_000_000);
  for (let i = 0; i < earlier; i++) buffer.take(true);
  for (const modification of modifications) buffer.add(modification);
  return buffer;
}

describe("the bodies of a flush's frames", () => {
  const reveal = '{"type":"QueryPatched","queryId":1,"patch":[{"op":"set","path":["revealed"],"value":true}]}';
  const history = '{"type":"QueryPatched","queryId":2,"patch":[{"op":"prepend","path":[],"value":["é"]}]}';
  const ownCard = '{"type":"QueryPatched","queryId":1,"patch":[{"op":"set","path":["myVote"],"value":null}]}';

  it("are encoded once for every socket sent the same modifications, each socket keeping its own versions", () => {
    const bodies = new FrameBodies();
    const sockets = [socketWith([reveal, history], 3), socketWith([reveal, history], 7), socketWith([reveal, history])];
    const taken = sockets.map((socket) => socket.take(false, bodies)!);
    expect(bodies.encoded).toBe(1);
    expect(taken[0]![1]).toBe(taken[1]![1]);
    expect(taken[1]![1]).toBe(taken[2]![1]);
    expect(taken.map((pieces) => JSON.parse(textFrame(pieces).subarray(4).toString()) as { startVersion: number })).toMatchObject([
      { startVersion: 3, endVersion: 4, modifications: [JSON.parse(reveal), JSON.parse(history)] },
      { startVersion: 7, endVersion: 8 },
      { startVersion: 0, endVersion: 1 },
    ]);
  });

  it("give a socket whose modifications differ a body of its own, byte for byte what it would be sent without them", () => {
    const bodies = new FrameBodies();
    const lists = [[reveal], [reveal, ownCard], [reveal], [ownCard]];
    for (const list of lists) {
      const shared = socketWith(list, 2).take(false, bodies)!;
      const alone = socketWith(list, 2).take(false)!;
      expect(textFrame(shared).equals(textFrame(alone))).toBe(true);
    }
    // [reveal] twice shares; the other two are their own.
    expect(bodies.encoded).toBe(3);
  });

  it("close an empty transition (an acknowledgement) as before", () => {
    const bodies = new FrameBodies();
    expect(textFrame(socketWith([], 5).take(true, bodies)!).equals(textFrame(socketWith([], 5).take(true)!))).toBe(true);
  });
});
