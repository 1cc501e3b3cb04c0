// queue.* over HTTP for integration tests, as the person a RoomsApi stands for.
import type { RoomsApi } from "./roomsApi";
import type { TestServer } from "./testServer";
import { callFunction, type Envelope, type FunctionKind } from "./users";

export class QueueApi {
  constructor(
    private readonly server: TestServer,
    readonly person: RoomsApi,
  ) {}

  async call(kind: FunctionKind, name: string, args: Record<string, unknown>): Promise<Envelope> {
    return (await callFunction(this.server, kind, `queue.${name}`, args, this.person.user?.token)).body;
  }

  async ok(kind: FunctionKind, name: string, args: Record<string, unknown>): Promise<any> {
    const body = await this.call(kind, name, args);
    if (body.status !== "success") throw new Error(`queue.${name} failed: ${body.errorMessage}`);
    return body.value;
  }

  /** The error message; fails the test if the call succeeded. */
  async error(kind: FunctionKind, name: string, args: Record<string, unknown>): Promise<string> {
    const body = await this.call(kind, name, args);
    if (body.status !== "error") throw new Error(`queue.${name} unexpectedly succeeded with ${JSON.stringify(body.value)}`);
    return body.errorMessage;
  }

  /** A mutation with the room and the caller's session id. */
  mutate(name: string, roomId: string, args: Record<string, unknown> = {}): Promise<any> {
    return this.ok("mutation", name, { roomId, sessionId: this.person.sessionId, ...args });
  }

  paste(roomId: string, text: string): Promise<{ storyIds: string[] }> {
    return this.mutate("addStories", roomId, { text });
  }

  queue(roomId: string): Promise<any[] | null> {
    return this.ok("query", "getQueue", { roomId });
  }

  summary(roomId: string): Promise<any | null> {
    return this.ok("query", "getSessionSummary", { roomId });
  }
}
