// Room settings against a real server (issue 15): a deck chosen at creation or later, votes
// checked against the room's own deck with a sentence naming its cards, a deck change clearing
// the round, and who may change what. Refusals change nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roomOfPeople, type RoomMember } from "../../../../tests/support/roomOfPeople";
import { RoomsApi } from "../../../../tests/support/roomsApi";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import { signUpUser } from "../../../../tests/support/users";
import { MESSAGES } from "../../../shared/messages";
import { api } from "../../../../tests/support/typedCalls";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Person = RoomMember;

const TSHIRT = { kind: "tshirt", unknownCard: true, breakCard: false };

/** A room created with `options`, its owner first, then members. */
async function room(options: Parameters<RoomsApi["createRoom"]>[0], ...names: string[]): Promise<{ roomId: string; code: string; people: Person[] }> {
  return roomOfPeople(server, names, { name: "Sizing", ...options });
}

const settingsOf = async (p: Person, roomId: string) => (await p.rooms.getRoomData(roomId))!.room.settings;
const change = (p: Person, roomId: string, settings: Record<string, unknown>) =>
  p.rooms.answer(api.rooms.updateRoomSettings, { roomId, sessionId: p.rooms.sessionId, ...settings });

describe("a deck chosen at creation", () => {
  it("shows in the room and decides which votes count: a T-shirt room takes sizes, not numbers", async () => {
    const { roomId, people } = await room({ deck: TSHIRT, autoReveal: true }, "Ann Sizes", "Bob Sizes");
    const [ann, bob] = people as [Person, Person];
    expect(await settingsOf(bob, roomId)).toEqual({ deck: TSHIRT, autoReveal: true, everyoneFacilitates: false, skipAwayVoters: false });
    await bob.voting.vote(roomId, bob.participantId, "XL");
    await ann.voting.vote(roomId, ann.participantId, "?");
    for (const value of ["5", "xl", "XXXL", "☕", " M"]) {
      expect(await bob.voting.refusal(api.voting.submitVote, { roomId, participantId: bob.participantId, value })).toBe(
        "That card is not in this room's deck. Choose one of: XS, S, M, L, XL, XXL, ?",
      );
    }
    expect((await bob.rooms.getRoomData(roomId))!.myVote).toBe("XL");
    await ann.voting.reveal(roomId);
    expect((await ann.rooms.getRoomData(roomId))!.votes.map((v) => v.value).sort()).toEqual(["?", "XL"]);
  });

  it("takes '½' in modified Fibonacci, '☕' only when switched on, and a custom deck's own cards", async () => {
    const modified = await room({ deck: { kind: "modifiedFibonacci", unknownCard: false, breakCard: true } }, "Ann Half");
    const [ann] = modified.people as [Person];
    await ann.voting.vote(modified.roomId, ann.participantId, "½");
    await ann.voting.vote(modified.roomId, ann.participantId, "☕");
    expect(await ann.voting.refusal(api.voting.submitVote, { roomId: modified.roomId, participantId: ann.participantId, value: "?" })).toBe(
      "That card is not in this room's deck. Choose one of: 0, ½, 1, 2, 3, 5, 8, 13, 20, 40, 100, ☕",
    );

    const custom = await room({ deck: { kind: "custom", cards: [" 🐘", "🐭 ", "🐋"], unknownCard: false, breakCard: false } }, "Ann Zoo");
    const [zoo] = custom.people as [Person];
    const deck = (await settingsOf(zoo, custom.roomId)).deck;
    expect("cards" in deck ? deck.cards : undefined).toEqual(["🐘", "🐭", "🐋"]);
    await zoo.voting.vote(custom.roomId, zoo.participantId, "🐋");
    expect(await zoo.voting.refusal(api.voting.submitVote, { roomId: custom.roomId, participantId: zoo.participantId, value: "1" })).toBe(
      "That card is not in this room's deck. Choose one of: 🐘, 🐭, 🐋",
    );
  });

  it("refuses a bad deck with a sentence that says what is wrong, and creates no room", async () => {
    const ann = new RoomsApi(server, await signUpUser(server, "Ann Careful"));
    const create = (deck: unknown) => ann.refusal(api.rooms.createRoom, { name: "Bad deck", maxFibonacci: 89, isPermanent: false, sessionId: ann.sessionId, deck });
    expect(await create({ kind: "custom", cards: ["1", "HUGE1"], unknownCard: true, breakCard: false })).toBe(
      'Card "HUGE1" is too long: each card can be at most 4 characters',
    );
    expect(await create({ kind: "custom", cards: Array.from({ length: 21 }, (_, i) => `${i}`), unknownCard: true, breakCard: false })).toBe(
      "A custom deck can have at most 20 cards",
    );
    expect(await create({ kind: "custom", cards: ["S", "s"], unknownCard: true, breakCard: false })).toBe(
      'Card "s" appears more than once (upper and lower case count as the same card)',
    );
    expect(await create({ kind: "letters", unknownCard: true, breakCard: false })).toBe(MESSAGES.decks.unknownKind);
    expect(await create({ kind: "fibonacci", maxFibonacci: 50, unknownCard: true, breakCard: false })).toBe(MESSAGES.validation.maxFibonacciInvalid);
    expect(await create("tshirt")).toBe(MESSAGES.decks.unknownKind);
    expect(await ann.getUserRooms()).toEqual([]);
  });
});

describe("changing settings later", () => {
  it("a new deck mid-round clears the round, revealed or not, and the new cards count at once", async () => {
    const { roomId, people } = await room({}, "Ann Switch", "Bob Switch");
    const [ann, bob] = people as [Person, Person];
    await bob.voting.vote(roomId, bob.participantId, "8");
    await ann.voting.vote(roomId, ann.participantId, "5");
    await ann.voting.reveal(roomId);

    const answer = await change(ann, roomId, { deck: TSHIRT });
    expect(answer).toEqual({ status: "success", value: { settings: { deck: TSHIRT, autoReveal: false, everyoneFacilitates: false, skipAwayVoters: false }, roundCleared: true } });
    const after = (await bob.rooms.getRoomData(roomId))!;
    expect(after.votes).toEqual([]);
    expect(after.room.isVotingRevealed).toBe(false);
    expect(after.room.settings.deck).toEqual(TSHIRT);
    await bob.voting.vote(roomId, bob.participantId, "M");
    expect(await bob.voting.refusal(api.voting.submitVote, { roomId, participantId: bob.participantId, value: "8" })).toContain(MESSAGES.voting.invalidCard);
  });

  it("keeps the round when the cards stay the same (a switch, or the same deck again)", async () => {
    const { roomId, people } = await room({}, "Ann Keep", "Bob Keep");
    const [ann, bob] = people as [Person, Person];
    await bob.voting.vote(roomId, bob.participantId, "8");
    expect((await change(ann, roomId, { autoReveal: true })).status).toBe("success");
    const same = await change(ann, roomId, { deck: { kind: "fibonacci", maxFibonacci: 89, unknownCard: true, breakCard: false } });
    expect(same).toMatchObject({ status: "success", value: { roundCleared: false } });
    expect((await ann.rooms.getRoomData(roomId))!.votes).toEqual([{ participantId: bob.participantId, value: null }]);
    // A lower maximum is another deck: Bob's 8 would still fit, but the round starts over all the same.
    expect(await change(ann, roomId, { deck: { kind: "fibonacci", maxFibonacci: 13, unknownCard: true, breakCard: false } })).toMatchObject({
      value: { roundCleared: true },
    });
    const data = (await ann.rooms.getRoomData(roomId))!;
    expect(data.room.maxFibonacci).toBe(13);
    expect(data.votes).toEqual([]);
  });

  it("refuses a bad deck and leaves the room as it was", async () => {
    const { roomId, people } = await room({}, "Ann Strict", "Bob Strict");
    const [ann, bob] = people as [Person, Person];
    await bob.voting.vote(roomId, bob.participantId, "3");
    const before = (await ann.rooms.getRoomData(roomId))!;
    const refused = await change(ann, roomId, { deck: { kind: "custom", cards: ["1"], unknownCard: true, breakCard: false }, autoReveal: true });
    expect(refused).toMatchObject({ status: "error", errorMessage: "A custom deck needs at least 2 cards" });
    expect(await change(ann, roomId, { autoReveal: "yes" })).toMatchObject({ status: "error" });
    const after = (await ann.rooms.getRoomData(roomId))!;
    expect(after.room.settings).toEqual(before.room.settings);
    expect(after.votes).toEqual(before.votes);
  });
});
