import { once } from "node:events";
import type { Socket } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import WebSocket, { WebSocketServer } from "ws";
import { OutputCounters, textFrame, writeTextFrame, writeTextFrames } from "./textFrames";

describe("text frames written straight to the TCP socket", () => {
  const closers: (() => void)[] = [];
  afterEach(() => closers.splice(0).forEach((close) => close()));

  /** A ws server whose first connection's TCP socket the test writes to, and a real ws client of it. */
  async function connected(): Promise<{ tcp: Socket; server: WebSocket; received: string[]; client: WebSocket }> {
    const wss = new WebSocketServer({ port: 0, host: "127.0.0.1", perMessageDeflate: false });
    closers.push(() => wss.close());
    await once(wss, "listening");
    const { port } = wss.address() as { port: number };
    const client = new WebSocket(`ws://127.0.0.1:${port}`);
    closers.push(() => client.terminate());
    const received: string[] = [];
    client.on("message", (data, isBinary) => received.push(isBinary ? "(binary)" : data.toString()));
    const [[server, request]] = (await Promise.all([once(wss, "connection"), once(client, "open")])) as [[WebSocket, { socket: Socket }], unknown];
    return { tcp: request.socket, server, received, client };
  }

  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  };

  it("reaches a real client whole, for every length form and for text beyond ASCII", async () => {
    const { tcp, received } = await connected();
    const texts = ["", "x", "é".repeat(62), "a".repeat(125), "b".repeat(126), "☕ ".repeat(30_000), "c".repeat(65_535), "d".repeat(70_000)];
    for (const text of texts) writeTextFrame(tcp, [text]);
    await until(() => received.length === texts.length);
    expect(received).toEqual(texts);
  });

  it("joins the pieces of a message, as a transition sends them", async () => {
    const { tcp, received } = await connected();
    writeTextFrame(tcp, ['{"type":"Transition","modifications":[', '{"a":1}', ",", '{"b":"ü"}', "]}"]);
    await until(() => received.length === 1);
    expect(JSON.parse(received[0]!)).toEqual({ type: "Transition", modifications: [{ a: 1 }, { b: "ü" }] });
  });

  it("keeps its place among the frames ws writes itself", async () => {
    const { tcp, server, received, client } = await connected();
    const pongs: string[] = [];
    client.on("ping", (data) => pongs.push(data.toString()));
    writeTextFrame(tcp, ["one"]);
    server.send("two");
    server.ping("p");
    writeTextFrame(tcp, ["three"]);
    await until(() => received.length === 3 && pongs.length === 1);
    expect(received).toEqual(["one", "two", "three"]);
    expect(pongs).toEqual(["p"]);
  });

  it("writes nothing to a socket that is closed", async () => {
    const { tcp } = await connected();
    tcp.destroy();
    const writes = vi.spyOn(tcp, "write");
    writeTextFrame(tcp, ["late"]);
    expect(writes).not.toHaveBeenCalled();
  });

  it("writes several messages as their own frames in one write, in order (issue 34)", async () => {
    const { tcp, received } = await connected();
    const writes = vi.spyOn(tcp, "write");
    const counters = new OutputCounters();
    expect(writeTextFrames(tcp, [["{\"type\":\"Transition\"", ",\"x\":1}"], '{"type":"MutationResponse"}'], undefined, counters)).toBe("written");
    expect(writes).toHaveBeenCalledTimes(1);
    await until(() => received.length === 2);
    expect(received).toEqual(['{"type":"Transition","x":1}', '{"type":"MutationResponse"}']);
    expect(counters).toMatchObject({ frames: 2, writes: 1, bytes: 2 + 27 + 2 + 27 });
  });

  it("frames bytes encoded once the same as the text they encode", () => {
    const text = ["head:", "é and ", "€".repeat(50)];
    const shared = Buffer.from(text.slice(1).join(""), "utf8");
    expect(textFrame([text[0]!, shared]).equals(textFrame(text))).toBe(true);
    expect(textFrame([text[0]!, shared]).equals(textFrame([text.join("")]))).toBe(true);
  });

  it("writes none of the messages when one is over its cap", async () => {
    const { tcp } = await connected();
    const writes = vi.spyOn(tcp, "write");
    const limits = { maxFrameBytes: 10, maxBufferedBytes: 1024 };
    expect(writeTextFrames(tcp, ["short", "much too long for it"], limits)).toBe("frame");
    expect(writes).not.toHaveBeenCalled();
  });

  it("frames lengths as RFC 6455 says", () => {
    expect([...textFrame(["hi"])]).toEqual([0x81, 2, 0x68, 0x69]);
    expect([...textFrame(["a".repeat(300)]).subarray(0, 4)]).toEqual([0x81, 126, 1, 44]);
    expect([...textFrame(["a".repeat(70_000)]).subarray(0, 10)]).toEqual([0x81, 127, 0, 0, 0, 0, 0, 1, 0x11, 0x70]);
  });

  it("writes nothing past the caps (issue 30): a frame over its cap, or one that would leave too much unread", async () => {
    const { tcp, received, client } = await connected();
    const limits = { maxFrameBytes: 1000, maxBufferedBytes: 64 * 1024 * 1024 };
    expect(writeTextFrame(tcp, ["é".repeat(500)], limits)).toBe("written");
    // 501 characters, 1,002 bytes: the bytes count, not the characters.
    expect(writeTextFrame(tcp, ["é".repeat(501)], limits)).toBe("frame");
    await until(() => received.length === 1);
    expect(received).toEqual(["é".repeat(500)]);

    // A client that reads nothing: the kernel's buffers fill, then what the socket holds passes the cap.
    client.pause();
    const chunk = "x".repeat(256 * 1024);
    const slow = { maxFrameBytes: 1024 * 1024, maxBufferedBytes: 2 * 1024 * 1024 };
    let outcome = "written";
    for (let i = 0; i < 4096 && outcome === "written"; i++) {
      outcome = writeTextFrame(tcp, [chunk], slow);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(outcome).toBe("slow");
    expect(tcp.writableLength).toBeLessThanOrEqual(slow.maxBufferedBytes);
  });
});

