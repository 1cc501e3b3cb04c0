// The connection state on every signed-in page (DESIGN 3): when the sync socket drops, the
// dashboard says "Reconnecting..." too, not only a room; a change made meanwhile is said to be
// not saved yet, and it is saved once the connection is back.
import { expect, test, type Page, type WebSocketRoute } from "@playwright/test";
import { personWithBrowser, type Person } from "./helpers/accounts";
import { callOk } from "../support/functionCalls";

let nia: Person;

test.afterAll(async () => {
  await nia?.context.close();
});

/** A network the test can cut: while down, open sockets close and new ones are refused. */
async function cuttableNetwork(page: Page) {
  let down = false;
  const open = new Set<WebSocketRoute>();
  await page.routeWebSocket(/\/api\/sync/, (socket) => {
    if (down) return void socket.close({ code: 1006 });
    const server = socket.connectToServer();
    socket.onMessage((message) => server.send(message));
    server.onMessage((message) => socket.send(message));
    open.add(socket);
  });
  return {
    cut: async () => {
      down = true;
      for (const socket of open) await socket.close({ code: 1006 });
      open.clear();
    },
    restore: () => {
      down = false;
    },
  };
}

test("the dashboard and the room say Reconnecting..., and a change made meanwhile is waiting, then saved", async ({ browser, baseURL }) => {
  test.setTimeout(90_000); // the reconnect backoff grows to a few seconds
  nia = await personWithBrowser(browser, baseURL!, "Nia Offline");
  const page = nia.page;
  const network = await cuttableNetwork(page);
  const state = page.getByTestId("connection-state");

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(state).toHaveText("");
  await network.cut();
  await expect(state).toHaveText("Reconnecting...");
  network.restore();
  await expect(state).toHaveText("", { timeout: 20_000 });

  const { code } = await callOk(baseURL!, "mutation", "rooms.createRoom", { name: "Patchy wifi", sessionId: "e2e-connection-nia", maxFibonacci: 13, isPermanent: false }, nia.token);
  await page.goto(`/room/${code}`);
  await expect(page.getByRole("heading", { level: 1, name: "Patchy wifi" })).toBeVisible();
  await network.cut();
  await expect(state).toHaveText("Reconnecting...");
  await page.getByRole("toolbar", { name: "Estimate cards" }).getByRole("button", { name: "8", exact: true }).click();
  await expect(state).toHaveText("Reconnecting... Your last change is not saved yet: it will be sent once the connection is back.");
  network.restore();
  await expect(state).toHaveText("", { timeout: 20_000 });
  await expect(page.getByTestId("own-vote-hint")).toContainText("Your vote: 8");
  // The server has it: the round shows everyone (Nia) has voted.
  await expect(page.getByTestId("still-to-vote")).toHaveText("Everyone has voted.");
});
