import {
  isUnavailableErrorData,
  type ActionMessage,
  type ActionResponseMessage,
  type ErrorFields,
  type Json,
  type MutationMessage,
  type MutationResponseMessage,
  type RequestId,
} from "../../shared/protocol";
import { CONNECTION_LOST_MESSAGE, FunctionCallError, SyncConnectionError } from "./errors";

type Outcome = { success: true; result: Json } | ({ success: false } & ErrorFields);

interface InflightRequest {
  message: MutationMessage | ActionMessage;
  resolve: (value: Json) => void;
  reject: (error: Error) => void;
  /**
   * queued: not on the current socket; sent: awaiting its response; answered: awaiting
   * visibility; waiting: the server could not run it (database unreachable), to be re-sent.
   */
  state: "queued" | "sent" | "answered" | "waiting";
  outcome?: Outcome;
  /** The socket version at which the outcome is visible. */
  ts?: number;
  /** Answered on a socket that has since gone: its ts means nothing on the new one. */
  answeredOnOldSocket?: boolean;
  /** It went out before: a re-send leaves out firstSend, so the server looks for its record first. */
  sentBefore?: boolean;
}

/** What the query store can tell us about how current its results are. */
export interface Visibility {
  version: number;
  /** Every result shown came from the current socket. */
  allFresh: boolean;
}

/**
 * Mutations and actions in flight, by request id. A caller's promise settles only when its
 * effects are visible in the local query results (read your writes). Mutations survive a lost
 * socket and are re-sent with the same id (the server answers duplicates from a record);
 * actions are not idempotent, so one that was on a lost socket fails instead.
 */
export class RequestManager {
  private readonly inflight = new Map<RequestId, InflightRequest>();
  private nextRequestId = 1;

  request(kind: "mutation" | "action", path: string, args: Json): Promise<Json> {
    const requestId = this.nextRequestId++;
    const message: MutationMessage | ActionMessage =
      kind === "mutation" ? { type: "Mutation", requestId, path, args } : { type: "Action", requestId, path, args };
    return new Promise<Json>((resolve, reject) => {
      this.inflight.set(requestId, { message, resolve, reject, state: "queued" });
    });
  }

  /** Messages not yet on the current socket, oldest first; marked as sent. */
  takeUnsent(): (MutationMessage | ActionMessage)[] {
    const unsent: (MutationMessage | ActionMessage)[] = [];
    // Map iteration follows insertion, which is request id order.
    for (const request of this.inflight.values()) {
      if (request.state !== "queued") continue;
      request.state = "sent";
      const { message } = request;
      unsent.push(message.type === "Mutation" && !request.sentBefore ? { ...message, firstSend: true } : message);
      request.sentBefore = true;
    }
    return unsent;
  }

  /** Returns "retry" when a mutation came back as "unavailable": requeueWaiting() sends it again. */
  onResponse(response: MutationResponseMessage | ActionResponseMessage, visibility: Visibility): "retry" | void {
    const request = this.inflight.get(response.requestId);
    if (!request || request.state !== "sent") return;
    // Nothing was decided, and the same request id keeps the mutation exactly-once however often it goes.
    if (!response.success && request.message.type === "Mutation" && isUnavailableErrorData(response.errorData)) {
      request.state = "waiting";
      return "retry";
    }
    request.state = "answered";
    request.ts = response.ts;
    request.outcome = response.success
      ? { success: true, result: response.result ?? null }
      : { success: false, errorMessage: response.errorMessage, errorData: response.errorData ?? null, errorCode: response.errorCode, errorParams: response.errorParams };
    this.settleVisible(visibility);
  }

  /** Settles every answered request whose effects the query store now shows. */
  settleVisible({ version, allFresh }: Visibility): void {
    for (const [requestId, request] of this.inflight) {
      if (request.state !== "answered" || !request.outcome) continue;
      // Results sent on a new socket were all read after the old answer: fresh means visible.
      const visible = request.answeredOnOldSocket ? allFresh : (request.ts ?? 0) <= version;
      if (!visible) continue;
      this.inflight.delete(requestId);
      const outcome = request.outcome;
      if (outcome.success) request.resolve(outcome.result);
      else request.reject(FunctionCallError.from(outcome));
    }
  }

  /** Mutations the server could not run go back in the queue; true if there were any. */
  requeueWaiting(): boolean {
    let any = false;
    for (const request of this.inflight.values()) {
      if (request.state !== "waiting") continue;
      request.state = "queued";
      any = true;
    }
    return any;
  }

  /** The socket is gone: mutations go back in the queue with their ids, sent actions fail. */
  onSocketLost(): void {
    this.requeueWaiting();
    for (const [requestId, request] of this.inflight) {
      if (request.state === "answered") request.answeredOnOldSocket = true;
      if (request.state !== "sent") continue;
      if (request.message.type === "Mutation") {
        request.state = "queued";
      } else {
        this.inflight.delete(requestId);
        request.reject(new SyncConnectionError(CONNECTION_LOST_MESSAGE));
      }
    }
  }

  rejectAll(error: Error): void {
    const requests = [...this.inflight.values()];
    this.inflight.clear();
    for (const request of requests) request.reject(error);
  }

  /**
   * The lowest request id of a mutation still without its answer (every one below is answered
   * and will never be sent again); the next id when none is waiting.
   */
  lowestUnanswered(): RequestId {
    // Map iteration follows insertion, which is request id order.
    for (const [requestId, request] of this.inflight) {
      if (request.message.type === "Mutation" && request.state !== "answered") return requestId;
    }
    return this.nextRequestId;
  }

  get inflightMutations(): number {
    return this.count("Mutation");
  }

  get inflightActions(): number {
    return this.count("Action");
  }

  private count(type: "Mutation" | "Action"): number {
    let count = 0;
    for (const request of this.inflight.values()) if (request.message.type === type) count++;
    return count;
  }
}
