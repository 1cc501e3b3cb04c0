// Holds back what the server sends to one page, as a slow network does: the page keeps showing
// the room as it was while someone else changes it, so a person acts on a stale screen and the
// real server refuses. Everything the page sends still reaches the server at once.
import type { Page, WebSocketRoute } from "@playwright/test";

export interface LiveUpdates {
  /** From now on, the server's messages wait. */
  hold(): void;
  /** Delivers everything held, in order, and lets later messages through. */
  release(): void;
  /** Resolves once an answer to one of the page's mutations is among the held messages: the server has acted. */
  answerHeld(): Promise<void>;
}

/** Call before the page opens its sync socket (before goto). */
export async function controlLiveUpdates(page: Page): Promise<LiveUpdates> {
  let holding = false;
  const held: Array<{ socket: WebSocketRoute; message: string | Buffer }> = [];
  const isAnswer = (message: string | Buffer) => String(message).includes('"type":"MutationResponse"');
  const answerWaiters: Array<() => void> = [];
  await page.routeWebSocket(/\/api\/sync/, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      if (!holding) return socket.send(message);
      held.push({ socket, message });
      if (isAnswer(message)) for (const resolve of answerWaiters.splice(0)) resolve();
    });
  });
  return {
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const { socket, message } of held.splice(0)) socket.send(message);
    },
    answerHeld: () => (held.some(({ message }) => isAnswer(message)) ? Promise.resolve() : new Promise((resolve) => answerWaiters.push(resolve))),
  };
}
