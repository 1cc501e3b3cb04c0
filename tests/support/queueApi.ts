// queue.* over HTTP for integration tests, as the person a RoomsApi stands for, typed by the
// functions' definitions.
import type { ArgsOf, FunctionReference, ResultOf } from "../../src/shared/functionReference";
import type { Endpoint } from "./functionCalls";
import type { RoomsApi } from "./roomsApi";
import { api, as, CallsAs } from "./typedCalls";

/** A room mutation's arguments without the two every one takes (the room and the caller's session). */
type RoomArgs<F extends FunctionReference> = Omit<ArgsOf<F>, "roomId" | "sessionId">;

export class QueueApi extends CallsAs {
  constructor(
    server: Endpoint,
    readonly person: RoomsApi,
  ) {
    super(as(server, person.user));
  }

  /** A mutation with the room and the caller's session id. */
  mutate<F extends FunctionReference<"mutation", { roomId: string; sessionId: string }>>(fn: F, roomId: string, ...[args]: Partial<RoomArgs<F>> extends RoomArgs<F> ? [RoomArgs<F>?] : [RoomArgs<F>]): Promise<ResultOf<F>> {
    // The spread is the function's own arguments: RoomArgs<F> plus the two this adds.
    return this.call(fn, { roomId, sessionId: this.person.sessionId, ...args } as ArgsOf<F>);
  }

  /** The refusal of such a mutation (fails the test if it succeeded). */
  mutationRefusal<F extends FunctionReference<"mutation", { roomId: string; sessionId: string }>>(fn: F, roomId: string, ...[args]: Partial<RoomArgs<F>> extends RoomArgs<F> ? [RoomArgs<F>?] : [RoomArgs<F>]): Promise<string> {
    return this.refusal(fn, { roomId, sessionId: this.person.sessionId, ...args } as ArgsOf<F>);
  }

  paste(roomId: string, text: string) {
    return this.mutate(api.queue.addStories, roomId, { text });
  }

  queue(roomId: string) {
    return this.call(api.queue.getQueue, { roomId });
  }

  /** One story's whole description (queue.getStoryDetails). */
  details(roomId: string, storyId: string) {
    return this.call(api.queue.getStoryDetails, { roomId, storyId });
  }

  summary(roomId: string) {
    return this.call(api.queue.getSessionSummary, { roomId });
  }
}
