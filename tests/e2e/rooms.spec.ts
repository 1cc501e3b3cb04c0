// Rooms in the browser (spec 2, 4, 6, 8): three people in three browsers create, join, manage
// and leave rooms; a signed-out visitor; the dashboard list. Asserts on what a person sees. The
// permanent room's steps are one session, each starting where the one before left the room: three
// fresh browsers per step cost more than the steps themselves.
import type { Locator, Page } from "@playwright/test";
import { actionsButton, actionsFor, participantAction } from "./helpers/participants";
import { expect, test, uniqueRoomCode } from "./helpers/people";
import { expectNoAxeViolations } from "./helpers/axe";

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const participant = (page: Page, name: string): Locator => page.getByTestId("participant").filter({ hasText: name });
const roomCodeFromUrl = (page: Page) => new URL(page.url()).pathname.split("/").pop()!;

async function expectInRoom(page: Page, roomName: string, code: string) {
  await expect(page).toHaveURL(new RegExp(`/room/${code}$`));
  await expect(page.getByRole("heading", { level: 1, name: roomName })).toBeVisible();
}

async function openCreateForm(page: Page) {
  await page.goto("/");
  await page.getByRole("button", { name: "Create Room" }).click();
  await expect(page.getByLabel("Room name")).toBeFocused();
}

const permanentName = "Sprint 42 planning";

test("Sprint 42's permanent room: created, joined, managed, visited signed out, joined from the dashboard and deleted", async ({ browser, people, baseURL }) => {
  test.setTimeout(180_000); // the whole session of three people on a busy machine
  // Olivia (who may use the clipboard), Alice and Bob; Olivia's permanent room gets a code of its own.
  const [owner, alice, bob] = await people.open(["Olivia Owner", { permissions: ["clipboard-read", "clipboard-write"] }], "Alice Adams", "Bob Baker");
  const permanentCode = uniqueRoomCode();

  await test.step("owner creates a permanent room with a custom code; members are auto-joined; roles, exclusion and kick", async () => {
    // Create: the custom code field only exists for permanent rooms and upper-cases as typed.
    await openCreateForm(owner.page);
    await expect(owner.page.getByLabel("Custom room code")).toHaveCount(0);
    await expect(owner.page.getByLabel("Highest card")).toHaveValue("89");
    await owner.page.getByLabel("Room name").fill(permanentName);
    await owner.page.getByRole("switch", { name: "Permanent room" }).click();
    await owner.page.getByLabel("Custom room code").fill("a!");
    await owner.page.getByRole("button", { name: "Create Room" }).click();
    await expect(owner.page.getByText("Room code must be 3-8 characters long and contain only letters and numbers")).toBeVisible();
    await owner.page.getByLabel("Custom room code").fill(permanentCode.toLowerCase());
    await expect(owner.page.getByLabel("Custom room code")).toHaveValue(permanentCode);
    await owner.page.getByRole("button", { name: "Create Room" }).click();
    await expect(toast(owner.page, "Room created successfully!")).toBeVisible();
    await expectInRoom(owner.page, permanentName, permanentCode);
    await expect(owner.page.getByTestId("room-code")).toContainText(permanentCode);
    await expect(owner.page.getByText("Permanent", { exact: true })).toBeVisible();

    // A member opens a lower-case link: upper-cased, then joined automatically.
    await alice.page.goto(`/room/${permanentCode.toLowerCase()}`);
    await expectInRoom(alice.page, permanentName, permanentCode);
    await bob.page.goto(`/room/${permanentCode}`);
    await expectInRoom(bob.page, permanentName, permanentCode);
    for (const page of [owner.page, alice.page, bob.page]) {
      await expect(page.getByTestId("participant")).toHaveCount(3);
      await expect(participant(page, "Olivia Owner")).toContainText("Owner");
    }

    // Members manage nobody.
    await expect(bob.page.getByRole("button", { name: /^Actions for/ })).toHaveCount(0);

    // The owner makes Alice an admin; everyone sees it.
    expect(await actionsFor(owner.page, "Alice Adams")).toEqual(["Make Alice Adams admin", "Exclude Alice Adams from voting", "Make Alice Adams owner", "Kick Alice Adams"]);
    await participantAction(owner.page, "Alice Adams", "Make Alice Adams admin");
    await expect(toast(owner.page, "Admin status updated successfully!")).toBeVisible();
    await expect(participant(bob.page, "Alice Adams")).toContainText("Admin");
    expect(await actionsFor(owner.page, "Alice Adams")).toContain("Remove admin from Alice Adams");

    // The admin may exclude a member from voting, but not touch admin status or the owner's role.
    expect(await actionsFor(alice.page, "Bob Baker")).toEqual(["Exclude Bob Baker from voting", "Kick Bob Baker"]);
    await expect(actionsButton(alice.page, "Olivia Owner")).toHaveCount(0);
    await participantAction(alice.page, "Bob Baker", "Exclude Bob Baker from voting");
    await expect(toast(alice.page, "Voting exclusion updated successfully!")).toBeVisible();
    for (const page of [owner.page, bob.page]) await expect(participant(page, "Bob Baker")).toContainText("Not voting");
    expect(await actionsFor(alice.page, "Bob Baker")).toContain("Include Bob Baker in voting");

    // The story: managers set it, everyone reads it.
    await alice.page.getByLabel("Story to estimate").fill("As a planner, I want to see the story everyone estimates");
    await alice.page.getByRole("button", { name: "Set Story" }).click();
    await expect(toast(alice.page, "Story updated successfully!")).toBeVisible();
    await expect(bob.page.getByTestId("current-story")).toHaveText("As a planner, I want to see the story everyone estimates");
    await expect(bob.page.getByLabel("Story to estimate")).toHaveCount(0);
    await expect(owner.page.getByRole("switch", { name: "Use JIRA as the story source" })).toBeDisabled();

    // The owner kicks Bob, after confirming; Bob is told and sent home.
    await participantAction(owner.page, "Bob Baker", "Kick Bob Baker");
    const dialog = owner.page.getByRole("alertdialog", { name: "Kick Bob Baker?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Kick" }).click();
    await expect(toast(owner.page, "Bob Baker has been kicked from the room")).toBeVisible();
    await expect(toast(bob.page, "You have been kicked from the room")).toBeVisible();
    await expect(bob.page).toHaveURL(/\/$/);
    await expect(owner.page.getByTestId("participant")).toHaveCount(2);

    // Share Room copies the room's address.
    await owner.page.getByRole("button", { name: "Share Room" }).click();
    await expect(toast(owner.page, "Room URL copied to clipboard!")).toBeVisible();
    expect(await owner.page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/room/${permanentCode}`);

    // Leave Room goes home; the others see one participant fewer.
    await alice.page.getByRole("button", { name: "Leave Room" }).click();
    await expect(toast(alice.page, "Left room successfully")).toBeVisible();
    await expect(alice.page).toHaveURL(/\/$/);
    await expect(owner.page.getByTestId("participant")).toHaveCount(1);
  });

  await test.step("a signed-out visitor sees Authentication Required and comes back to the room after signing in", async () => {
    // Bob was in the room and was kicked (the step before). Signed out, a room that does not exist first.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto("/room/NOPE42");
    await expect(page.getByRole("heading", { name: "Room Not Found" })).toBeVisible();
    await expect(page.getByText("ROOM_404")).toBeVisible();

    await page.goto(`/room/${permanentCode}`);
    await expect(page.getByText("Authentication Required")).toBeVisible();
    const code = page.getByLabel("Room code");
    await expect(code).toHaveValue(permanentCode);
    await expect(code).toBeDisabled();
    await expect(page.getByRole("link", { name: "Sign Up" })).toBeVisible();

    await page.getByRole("link", { name: "Sign In" }).last().click();
    await expect(page).toHaveURL(new RegExp(`/signin\\?redirect=%2Froom%2F${permanentCode}$`));
    await page.getByLabel("Email", { exact: true }).fill(bob.account.email);
    await page.getByLabel("Password").fill(bob.account.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    // Back in the room (Bob was kicked, but a kick is not a ban): auto-joined again.
    await expectInRoom(page, permanentName, permanentCode);
    await expect(participant(page, "Bob Baker")).toContainText("(you)");
    await page.getByRole("button", { name: "Leave Room" }).click();
    await expect(page).toHaveURL(/\/$/);
    await context.close();
  });

  await test.step("joining from the dashboard; create and join forms close each other", async () => {
    // Olivia is still in the room; Alice left it for the dashboard (the first step).
    await expectInRoom(owner.page, permanentName, permanentCode);
    await expect(alice.page).toHaveURL(/\/$/);
    await alice.page.getByRole("button", { name: "Create Room" }).click();
    await expect(alice.page.getByLabel("Room name")).toBeVisible();
    await alice.page.getByRole("button", { name: "Join Room" }).click();
    await expect(alice.page.getByLabel("Room name")).toHaveCount(0);
    await alice.page.getByLabel("Room code").fill(permanentCode);
    await alice.page.getByRole("button", { name: "Join Room" }).click();
    await expect(toast(alice.page, "Joined room successfully!")).toBeVisible();
    await expectInRoom(alice.page, permanentName, permanentCode);
    await expect(participant(owner.page, "Alice Adams")).toBeVisible();
  });

  await test.step("the dashboard lists rooms with their last activity and deletes one after confirmation", async () => {
    const page = owner.page;
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Your Rooms" })).toBeVisible();
    const row = page.getByTestId("user-room").filter({ hasText: permanentName });
    await expect(row).toContainText(permanentCode);
    await expect(row).toContainText("Permanent");
    await expect(row).toContainText("Just now");

    // Five minutes later (the page's clock only), the same room reads '5m ago'.
    await page.clock.setFixedTime(Date.now() + 5 * 60_000 + 5_000);
    await page.reload();
    await expect(row).toContainText("5m ago");

    await row.getByRole("button", { name: `Delete ${permanentName}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete this room?" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(row).toBeVisible();
    await row.getByRole("button", { name: `Delete ${permanentName}` }).click();
    await dialog.getByRole("button", { name: "Delete Room" }).click();
    await expect(toast(page, "Room deleted successfully")).toBeVisible();
    await expect(row).toHaveCount(0);
    // With no rooms left the list disappears.
    await expect(page.getByRole("heading", { name: "Your Rooms" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "How It Works" })).toBeVisible();

    // Alice was in that room: it has gone for her too, and her page says so.
    await expect(alice.page.getByRole("heading", { name: "Room Not Found" })).toBeVisible();
  });
});

test("a temporary room is gone once its last participant leaves", async ({ people }) => {
  const [alice] = await people.open("Alice Adams");
  await openCreateForm(alice.page);
  await alice.page.getByLabel("Room name").fill("Quick estimate");
  await alice.page.getByLabel("Highest card").selectOption("21");
  await alice.page.getByRole("button", { name: "Create Room" }).click();
  await expect(toast(alice.page, "Room created successfully!")).toBeVisible();
  await expect(alice.page.getByRole("heading", { level: 1, name: "Quick estimate" })).toBeVisible();
  const code = roomCodeFromUrl(alice.page);
  await expect(alice.page.getByText("Temporary", { exact: true })).toBeVisible();

  // Alone as the only manager, Leave Room asks first.
  await alice.page.getByRole("button", { name: "Leave Room" }).click();
  await alice.page.getByRole("alertdialog", { name: "Leave without a manager?" }).getByRole("button", { name: "Leave Room" }).click();
  await expect(toast(alice.page, "Left room successfully")).toBeVisible();
  await expect(alice.page).toHaveURL(/\/$/);

  await alice.page.goto(`/room/${code}`);
  await expect(alice.page.getByRole("heading", { name: "Room Not Found" })).toBeVisible();
  await expect(alice.page.getByText("ROOM_404")).toBeVisible();

  // Joining it from the dashboard gives the server's sentence.
  await alice.page.goto("/");
  await alice.page.getByRole("button", { name: "Join Room" }).click();
  await alice.page.getByLabel("Room code").fill(code.toLowerCase());
  await expect(alice.page.getByLabel("Room code")).toHaveValue(code);
  await alice.page.getByRole("button", { name: "Join Room" }).click();
  await expect(toast(alice.page, `Room "${code}" not found. Please check the room code.`)).toBeVisible();
});

test("dashboard and room page have no axe violations (light, dark)", async ({ people }) => {
  test.setTimeout(90_000); // four axe runs on a busy machine
  const [alice] = await people.open("Alice Adams");
  const page = alice.page;
  await page.goto("/");
  for (const colorScheme of ["light", "dark"] as const) {
    await test.step(`dashboard and room page have no axe violations (${colorScheme})`, async () => {
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      // The dashboard: first loaded, then where leaving the light room's took Alice.
      await expect(page.getByRole("heading", { level: 1, name: /^Welcome( back)?, / })).toBeVisible();
      await page.getByRole("button", { name: "Create Room" }).click();
      await page.getByRole("switch", { name: "Permanent room" }).click();
      await expectNoAxeViolations(page, "page", { exclude: ["[data-sonner-toaster]"] });

      await page.getByLabel("Room name").fill(`Axe ${colorScheme}`);
      await page.getByRole("button", { name: "Create Room" }).click();
      await expect(page.getByRole("heading", { level: 1, name: `Axe ${colorScheme}` })).toBeVisible();
      await expect(page.getByTestId("participant")).toHaveCount(1);
      await expectNoAxeViolations(page, "page", { exclude: ["[data-sonner-toaster]"] });
      await page.getByRole("button", { name: "Leave Room" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Leave Room" }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }
});

