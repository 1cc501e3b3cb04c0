// Reminder mails of an async batch (issue 33), through a real SMTP server in the test: at the time
// chosen before the deadline each person who has not voted on every story gets one mail with a
// link to their next story, once however many sweeps run, and nobody who voted on everything or
// turned the mails off.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QueueApi } from "../../../../tests/support/queueApi";
import { roomOfPeople, type RoomMember } from "../../../../tests/support/roomOfPeople";
import { startTestMailbox, type TestMailbox } from "../../../../tests/support/testMailbox";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import { api } from "../../../../tests/support/typedCalls";
import { sendDueRemindersOnce } from "./reminders";

const HOUR = 3_600_000;
let server: TestServer;
let mailbox: TestMailbox;
beforeAll(async () => {
  mailbox = await startTestMailbox();
  server = await startTestServer({ env: { SMTP_URL: mailbox.smtpUrl, MAIL_FROM: "Planning Poker <poker@example.com>" } });
});
afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

const as = (person: RoomMember) => new QueueApi(server, person.rooms);
const mailsTo = (person: RoomMember) => mailbox.messages.filter((m) => m.to.includes(person.user.email.toLowerCase()));

describe("async reminders", () => {
  it("reach each person still to vote once, with a link to their next story, and nobody who opted out", async () => {
    const { roomId, code, people } = await roomOfPeople(server, ["Ann Voted", "Bob Halfway", "Cy Nothing", "Dee Optout"]);
    const [ann, bob, cy, dee] = people as [RoomMember, RoomMember, RoomMember, RoomMember];
    expect(await as(dee).call(api.async.getReminderMails, {})).toEqual({ enabled: true, mailConfigured: true });
    await as(dee).call(api.async.setReminderMails, { enabled: false });
    expect(await as(dee).call(api.async.getReminderMails, {})).toEqual({ enabled: false, mailConfigured: true });
    const { storyIds } = await as(ann).paste(roomId, "Invoices\nRefunds");
    const deadline = Date.now() + 24 * HOUR;
    await as(ann).mutate(api.async.openBatch, roomId, { stories: "allPending", deadline, remindHoursBefore: 6 });
    const { batch, mailConfigured } = (await as(bob).call(api.async.getBatch, { roomId }))!;
    expect([batch!.remindAt, mailConfigured]).toEqual([deadline - 6 * HOUR, true]);
    for (const storyId of storyIds) await as(ann).mutate(api.async.submitVote, roomId, { storyId, value: "3" });
    await as(bob).mutate(api.async.submitVote, roomId, { storyId: storyIds[0]!, value: "5" });

    expect(await sendDueRemindersOnce(server.app.services, deadline - 6 * HOUR - 1)).toBe(0);
    // Three sweeps at once, as if the reminder time had passed: two mails in all.
    const sent = await Promise.all([1, 2, 3].map(() => sendDueRemindersOnce(server.app.services, deadline - 6 * HOUR + 1)));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(2);
    await mailbox.waitFor(cy.user.email);
    await mailbox.waitFor(bob.user.email);
    expect(await sendDueRemindersOnce(server.app.services, deadline - 1)).toBe(0);

    const [toBob] = mailsTo(bob);
    expect(mailsTo(bob)).toHaveLength(1);
    expect(toBob!.subject).toBe("1 story waits for your estimate in Sprint planning");
    expect(toBob!.text).toContain(`${server.config.publicUrl}/room/${code}?vote=${storyIds[1]}`);
    expect(toBob!.text).toContain("Your next story: Refunds");
    const [toCy] = mailsTo(cy);
    expect(mailsTo(cy)).toHaveLength(1);
    expect(toCy!.subject).toBe("2 stories wait for your estimate in Sprint planning");
    expect(toCy!.text).toContain(`?vote=${storyIds[0]}`);
    expect([mailsTo(ann), mailsTo(dee)]).toEqual([[], []]);
  });

  it("are not sent when the reminder time is already past as the batch opens", async () => {
    const { roomId, people } = await roomOfPeople(server, ["Eve None", "Fay None"]);
    const [eve, fay] = people as [RoomMember, RoomMember];
    await as(eve).paste(roomId, "Only story");
    await as(eve).mutate(api.async.openBatch, roomId, { stories: "allPending", deadline: Date.now() + 2 * HOUR, remindHoursBefore: 4 });
    expect((await as(fay).call(api.async.getBatch, { roomId }))!.batch!.remindAt).toBeNull();
    expect(await sendDueRemindersOnce(server.app.services, Date.now() + 3 * HOUR)).toBe(0);
    expect(mailsTo(fay)).toEqual([]);
  });
});
