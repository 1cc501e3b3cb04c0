// queue.* over HTTP for integration tests, as the person a RoomsApi stands for.
import { ModuleCaller } from "./functionCalls";
import type { RoomsApi } from "./roomsApi";
import type { TestServer } from "./testServer";

export class QueueApi extends ModuleCaller {
  constructor(
    server: TestServer,
    readonly person: RoomsApi,
  ) {
    super(server, "queue", () => person.user?.token);
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

  /** One story's whole description (queue.getStoryDetails). */
  details(roomId: string, storyId: string): Promise<any | null> {
    return this.ok("query", "getStoryDetails", { roomId, storyId });
  }

  summary(roomId: string): Promise<any | null> {
    return this.ok("query", "getSessionSummary", { roomId });
  }
}
