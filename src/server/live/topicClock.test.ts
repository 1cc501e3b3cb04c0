import { describe, expect, it } from "vitest";
import { ALL_TOPICS, LocalChangeBus } from "./changeBus";
import { TopicClock } from "./topicClock";

function clock(remembered?: number) {
  const bus = new LocalChangeBus();
  return { bus, clock: new TopicClock(bus, remembered) };
}

describe("TopicClock", () => {
  it("moves a topic's version when the topic is published, and only then", () => {
    const { bus, clock: c } = clock();
    const room = c.version("room:1");
    bus.publish(["room:2"]);
    expect(c.version("room:1")).toBe(room);
    bus.publish(["room:1", "user:9"]);
    const afterWrite = c.version("room:1");
    expect(afterWrite).not.toBe(room);
    bus.publish(["room:2"]);
    expect(c.version("room:1")).toBe(afterWrite);
  });

  it("moves every version when anything may have changed", () => {
    const { bus, clock: c } = clock();
    bus.publish(["room:1"]);
    const before = [c.version("room:1"), c.version("never:written")];
    bus.publish([ALL_TOPICS]);
    expect(c.version("room:1")).not.toBe(before[0]);
    expect(c.version("never:written")).not.toBe(before[1]);
  });

  it("never reports a version from before a write once the topic is forgotten", () => {
    const { bus, clock: c } = clock(3);
    const seen = new Map<string, number>();
    for (let i = 0; i < 20; i++) {
      const topic = `room:${i % 7}`;
      bus.publish([topic]);
      // Whatever was seen of a topic before this write must not come back after it.
      const before = seen.get(topic);
      for (let j = 0; j < 10; j++) bus.publish([`noise:${i}:${j}`]);
      if (before !== undefined) expect(c.version(topic)).not.toBe(before);
      seen.set(topic, c.version(topic));
    }
  });
});
