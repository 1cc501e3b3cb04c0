// A room of 100 people stays cheap to update: a vote re-renders the voter's row and the counts,
// not the other 99 rows. Renders are counted (not timed) through React's DevTools hook, which
// production React calls after every commit.
import { expect, test } from "@playwright/test";
import { callOk, signUpWithPassword } from "../support/functionCalls";
import { expectSignedIn, newAccount, PASSWORD, signInThroughForm } from "./helpers/accounts";

const CROWD = 99;

/** A signed-up person's access token, through the HTTP function API. */
async function signUp(baseURL: string, name: string, email = newAccount(name).email): Promise<string> {
  return (await signUpWithPassword(baseURL, { name, email, password: PASSWORD })).token;
}

test("a vote in a room of 100 re-renders one participant row", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  // Before React loads: count, per row key, the commits in which a participant row rendered
  // (its component got new props; a row React skipped keeps the props object it had).
  await page.addInitScript(() => {
    const seen = new Map<unknown, unknown>();
    const renders: Record<string, number> = {};
    type Fiber = { tag: number; type: unknown; key: string | null; memoizedProps: Record<string, unknown> | null; child: Fiber | null; sibling: Fiber | null; return: Fiber | null };
    const count = (root: { current: Fiber }) => {
      const stack: Fiber[] = [root.current];
      while (stack.length > 0) {
        const fiber = stack.pop()!;
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.tag === 5 && fiber.type === "li" && fiber.memoizedProps?.["data-testid"] === "participant") {
          const row = fiber.return!;
          const key = String(row.key ?? row.return?.key);
          if (seen.get(key) !== row.memoizedProps) {
            seen.set(key, row.memoizedProps);
            renders[key] = (renders[key] ?? 0) + 1;
          }
        } else if (fiber.child) stack.push(fiber.child);
      }
    };
    Object.assign(window, {
      __rowRenders: renders,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => count(root),
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
        checkDCE: () => {},
      },
    });
  });

  const host = newAccount("Room Host");
  const hostToken = await signUp(baseURL!, host.name, host.email);
  const { code } = await callOk(baseURL!, "mutation", "rooms.createRoom", { name: "Crowd", sessionId: "e2e-host", isPermanent: false }, hostToken);
  const room = { code, ...(await callOk(baseURL!, "mutation", "rooms.joinRoom", { code, sessionId: "e2e-host" }, hostToken)) };
  const crowd: { name: string; token: string; participantId: string }[] = [];
  for (let start = 0; start < CROWD; start += 11) {
    const batch = Array.from({ length: Math.min(11, CROWD - start) }, (_, i) => `Voter ${String(start + i + 1).padStart(2, "0")}`);
    crowd.push(
      ...(await Promise.all(
        batch.map(async (name) => {
          const token = await signUp(baseURL!, name);
          const { participantId } = await callOk(baseURL!, "mutation", "rooms.joinRoom", { code: room.code, sessionId: `e2e-${name.replace(" ", "-")}` }, token);
          return { name, token, participantId };
        }),
      )),
    );
  }

  await signInThroughForm(page, host);
  await expectSignedIn(page, host);
  await page.goto(`/room/${room.code}`);
  const rows = page.getByTestId("participant");
  await expect(rows).toHaveCount(CROWD + 1);
  await page.evaluate(() => {
    const renders = (window as unknown as { __rowRenders: Record<string, number> }).__rowRenders;
    for (const key of Object.keys(renders)) delete renders[key];
  });

  const voter = crowd[41]!;
  await callOk(baseURL!, "mutation", "voting.submitVote", { roomId: room.roomId, participantId: voter.participantId, value: "5" }, voter.token);
  await expect(rows.filter({ hasText: voter.name }).getByText("Voted", { exact: true })).toBeAttached();
  // The crowd joined through the API and has no page open: away, still counted (spec 6) and
  // named, the first three and how many others (issue 36).
  await expect(page.getByTestId("vote-progress")).toHaveText(/^1 of 100 voted, Voter \d\d, Voter \d\d, Voter \d\d and 95 others are away$/);

  const renders = await page.evaluate(() => ({ ...(window as unknown as { __rowRenders: Record<string, number> }).__rowRenders }));
  expect(renders).toEqual({ [voter.participantId]: 1 });
});
