// voting.* over HTTP against a real server: who may vote and when (with the refusals' exact
// sentences), one vote per participant, reveal, clear, 'New Round' archiving the round, the
// history list and the CSV export, the room deletion cascade, and statements per vote.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../../../tests/support/csv";
import { roomOfPeople, type RoomMember } from "../../../../tests/support/roomOfPeople";
import { RoomsApi } from "../../../../tests/support/roomsApi";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import { signUpUser } from "../../../../tests/support/users";
import { VotingApi } from "../../../../tests/support/votingApi";
import { MESSAGES } from "../../../shared/messages";
import { ROUND_HISTORY_CSV_HEADER } from "./roundHistoryCsv";
import { api } from "../../../../tests/support/typedCalls";

const V = MESSAGES.voting;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Person = RoomMember;

/** Someone signed in who is in no room. */
async function person(name: string): Promise<Omit<Person, "participantId" | "user">> {
  const rooms = new RoomsApi(server, await signUpUser(server, name));
  return { rooms, voting: new VotingApi(server, rooms) };
}

/** A room owned by the first name, everyone else joined as members. */
function room(...names: string[]): Promise<{ roomId: string; code: string; people: Person[] }> {
  return roomOfPeople(server, names, { maxFibonacci: 21 });
}

const votesOf = async (p: Person, roomId: string) => (await p.rooms.getRoomData(roomId))!.votes;

describe("submitting a vote", () => {
  it("records the caller's own card, replaces it on change, and keeps one row per participant", async () => {
    const { roomId, people } = await room("Ann", "Bob");
    const [ann, bob] = people as [Person, Person];
    expect(await bob.voting.vote(roomId, bob.participantId, "5")).toEqual({ participantId: bob.participantId, value: "5" });
    await bob.voting.vote(roomId, bob.participantId, "8");
    await bob.voting.vote(roomId, bob.participantId, "?");
    // Bob sees his own card; the vote list shows only that he voted, to him as to everyone.
    const bobView = (await bob.rooms.getRoomData(roomId))!;
    expect(bobView.myVote).toBe("?");
    expect(bobView.votes).toEqual([{ participantId: bob.participantId, value: null }]);
    // Others learn that Bob voted, never what.
    const annView = (await ann.rooms.getRoomData(roomId))!;
    expect(annView.myVote).toBeNull();
    expect(annView.votes).toEqual([{ participantId: bob.participantId, value: null }]);
    expect(annView.votes.map((v) => v.participantId)).toEqual([bob.participantId]);
  });

  it("refuses someone else's participant, a card outside the deck, outsiders and signed-out callers", async () => {
    const { roomId, people } = await room("Ann", "Bob");
    const [ann, bob] = people as [Person, Person];
    expect(await bob.voting.refusal(api.voting.submitVote, { roomId, participantId: ann.participantId, value: "3" })).toBe(V.notYourVote);
    for (const value of ["34", "4", "05", "", "coffee"]) {
      expect(await bob.voting.refusal(api.voting.submitVote, { roomId, participantId: bob.participantId, value })).toBe(
        "That card is not in this room's deck. Choose one of: 0, 1, 2, 3, 5, 8, 13, 21, ?",
      );
    }
    const eve = await person("Eve Outsider");
    expect(await eve.voting.refusal(api.voting.submitVote, { roomId, participantId: bob.participantId, value: "3" })).toBe(MESSAGES.rooms.notParticipant);
    const anonymous = new VotingApi(server, new RoomsApi(server, null));
    expect(await anonymous.refusal(api.voting.submitVote, { roomId, participantId: bob.participantId, value: "3" })).toBe(MESSAGES.auth.notSignedIn);
    expect(await bob.voting.refusal(api.voting.submitVote, { roomId: "no-such-room", participantId: bob.participantId, value: "3" })).toBe(MESSAGES.rooms.roomGone);
    expect(await votesOf(ann, roomId)).toEqual([]);
  });

  it("refuses an excluded participant and any vote once revealed", async () => {
    const { roomId, people } = await room("Ann", "Bob", "Cy");
    const [ann, bob, cy] = people as [Person, Person, Person];
    await ann.rooms.call(api.rooms.toggleVotingExclusion, { roomId, participantId: cy.participantId, sessionId: ann.rooms.sessionId });
    expect(await cy.voting.refusal(api.voting.submitVote, { roomId, participantId: cy.participantId, value: "3" })).toBe(V.excluded);

    await bob.voting.vote(roomId, bob.participantId, "3");
    await ann.voting.reveal(roomId);
    expect(await bob.voting.refusal(api.voting.submitVote, { roomId, participantId: bob.participantId, value: "5" })).toBe(V.alreadyRevealed);
    expect(await ann.voting.refusal(api.voting.submitVote, { roomId, participantId: ann.participantId, value: "5" })).toBe(V.alreadyRevealed);
    expect(await votesOf(cy, roomId)).toEqual([{ participantId: bob.participantId, value: "3" }]);
  });

  it("runs the same few statements in a room of two as in a room of eight", async () => {
    const statementsForOneVote = async (size: number) => {
      const { roomId, people } = await room(...Array.from({ length: size }, (_, i) => `Voter ${size}-${i}`));
      const last = people.at(-1)!;
      // The fewest of three: the counter is the server's, and a periodic job may land in one window.
      const counts: number[] = [];
      for (const value of ["2", "3", "5"]) {
        const before = server.app.services.database.statementCount();
        await last.voting.vote(roomId, last.participantId, value);
        counts.push(server.app.services.database.statementCount() - before);
      }
      return Math.min(...counts);
    };
    const small = await statementsForOneVote(2);
    expect(await statementsForOneVote(8)).toBe(small);
    // The token check (1), begin and commit (2), the room's lastActivity (1), the caller with
    // the room (1) and the vote (1). Over a socket the request record adds one; on PostgreSQL
    // the change notice to other instances goes inside the transaction (1; over a socket it
    // rides in the request record's statement).
    expect(small).toBeLessThanOrEqual(server.engine === "postgres" ? 7 : 6);
  });

  it("runs a fixed few statements for a reveal and a New Round, however many extensions file the round", async () => {
    const { roomId, people } = await room("Ann", "Bob", "Cy");
    const [ann, bob] = people as [Person, Person];
    const counted = async (action: () => Promise<unknown>) => {
      const before = server.app.services.database.statementCount();
      await action();
      return server.app.services.database.statementCount() - before;
    };
    const reveals: number[] = [];
    const newRounds: number[] = [];
    for (const value of ["2", "3", "5"]) {
      await bob.voting.vote(roomId, bob.participantId, value);
      reveals.push(await counted(() => ann.voting.reveal(roomId)));
      newRounds.push(await counted(() => ann.voting.reset(roomId)));
    }
    // Both: the token check, begin and commit, the room's lock, the caller with the round (5), and
    // on PostgreSQL the change notice (1). A reveal adds what the round is about, every extension's
    // part in one statement (the queue's story, JIRA's ticket), and the reveal itself; New Round
    // takes the votes with their names, files them and starts the next round.
    const notice = server.engine === "postgres" ? 1 : 0;
    expect(Math.min(...reveals)).toBeLessThanOrEqual(7 + notice);
    expect(Math.min(...newRounds)).toBeLessThanOrEqual(8 + notice);
  });

  it("binds every value of a vote as a parameter, so its statements are prepared once", async () => {
    const { roomId, people } = await room("Ann", "Bob");
    const [ann, bob] = people as [Person, Person];
    await bob.voting.vote(roomId, bob.participantId, "2");
    await ann.voting.reveal(roomId);
    await ann.voting.reset(roomId);
    const before = server.app.services.database.distinctStatementCount();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await bob.voting.vote(roomId, bob.participantId, "5");
    await ann.voting.vote(roomId, ann.participantId, "8");
    await ann.voting.reveal(roomId);
    await ann.voting.reset(roomId);
    expect(server.app.services.database.distinctStatementCount()).toBe(before);
  });
});

describe("reveal, clear and new round", () => {
  it("are for owners and admins only", async () => {
    const { roomId, people } = await room("Ann", "Bob", "Cy");
    const [ann, bob, cy] = people as [Person, Person, Person];
    await cy.voting.vote(roomId, cy.participantId, "3");
    for (const name of ["revealVotes", "clearVotes", "resetVoting"] as const) {
      expect(await bob.voting.refusal(api.voting[name], { roomId, sessionId: bob.rooms.sessionId })).toBe(MESSAGES.rooms.onlyManagers);
    }
    expect((await ann.rooms.getRoomData(roomId))!.room.isVotingRevealed).toBe(false);
    await ann.rooms.call(api.rooms.toggleAdminStatus, { roomId, participantId: bob.participantId, sessionId: ann.rooms.sessionId });
    await bob.voting.reveal(roomId);
    const revealed = (await cy.rooms.getRoomData(roomId))!;
    expect(revealed.room.isVotingRevealed).toBe(true);
    expect(revealed.votes).toEqual([{ participantId: cy.participantId, value: "3" }]);
  });

  it("clear empties the round without archiving it and goes back to voting", async () => {
    const { roomId, people } = await room("Ann", "Bob");
    const [ann, bob] = people as [Person, Person];
    await bob.voting.vote(roomId, bob.participantId, "8");
    await ann.voting.reveal(roomId);
    expect(await ann.voting.clear(roomId)).toBeNull();
    const data = (await bob.rooms.getRoomData(roomId))!;
    expect(data.votes).toEqual([]);
    expect(data.room.isVotingRevealed).toBe(false);
    expect(data.myVote).toBeNull();
    expect(await bob.voting.history(roomId)).toEqual([]);
    await bob.voting.vote(roomId, bob.participantId, "13");
  });

  it("new round archives the round with its story, votes and figures, then starts the next", async () => {
    const { roomId, people } = await room("Ann", "Bob", "Cy", "Di");
    const [ann, bob, cy, di] = people as [Person, Person, Person, Person];
    await ann.rooms.call(api.rooms.updateStory, { roomId, story: "Checkout, with \"saved cards\"", sessionId: ann.rooms.sessionId });
    await ann.voting.vote(roomId, ann.participantId, "3");
    await bob.voting.vote(roomId, bob.participantId, "5");
    await cy.voting.vote(roomId, cy.participantId, "8");
    await di.voting.vote(roomId, di.participantId, "?");
    await ann.voting.reveal(roomId);
    expect(await ann.voting.reset(roomId)).toEqual({ round: 2 });

    const data = (await bob.rooms.getRoomData(roomId))!;
    expect(data.votes).toEqual([]);
    expect(data.room.isVotingRevealed).toBe(false);
    const history = await di.voting.history(roomId);
    expect(history).toEqual([
      {
        _id: expect.any(String),
        round: 1,
        story: 'Checkout, with "saved cards"',
        ticketKey: null,
        ticketSummary: null,
        votes: [
          { participantName: "Ann", value: "3" },
          { participantName: "Bob", value: "5" },
          { participantName: "Cy", value: "8" },
          { participantName: "Di", value: "?" },
        ],
        average: 16 / 3,
        averageText: "5.3",
        median: 5,
        min: 3,
        max: 8,
        totalVotes: 4,
        agreement: { value: 1 / 3, level: "weak", label: "Weak agreement" },
        isNumeric: true,
        mostCommon: ["3", "5", "8"],
        revealed: true,
        createdAt: expect.any(Number),
        queueStoryId: null,
        durationMs: expect.any(Number),
      },
    ]);

    // Round 2: everyone agrees; the newest round comes first.
    await bob.voting.vote(roomId, bob.participantId, "5");
    await cy.voting.vote(roomId, cy.participantId, "5");
    await ann.voting.reveal(roomId);
    expect(await ann.voting.reset(roomId)).toEqual({ round: 3 });
    const [latest, first] = (await bob.voting.history(roomId))!;
    expect(first!.round).toBe(1);
    expect(latest).toMatchObject({ round: 2, averageText: "5.0", median: 5, min: 5, max: 5, totalVotes: 2, agreement: { level: "consensus" } });

    // A round with no votes leaves nothing to archive.
    await ann.voting.reset(roomId);
    expect(await bob.voting.history(roomId)).toHaveLength(2);
  });

  it("new round before a reveal keeps who voted but never the values", async () => {
    const { roomId, people } = await room("Ann", "Bob");
    const [ann, bob] = people as [Person, Person];
    await bob.voting.vote(roomId, bob.participantId, "13");
    await ann.voting.reset(roomId);
    const [entry] = (await bob.voting.history(roomId))!;
    expect(entry).toMatchObject({ revealed: false, votes: [{ participantName: "Bob", value: null }], totalVotes: 1, average: null, agreement: null });
    // The votes column says the round was not revealed; no value appears anywhere but the date.
    const { csv } = (await ann.voting.exportCsv(roomId)) as { csv: string };
    const row = csv.split("\r\n")[1]!;
    expect(row).toContain("Bob: not revealed");
    // Every field but the date (the twelfth; no field here has a comma), the most common card included.
    const fields = row.split(",");
    expect(fields).toHaveLength(ROUND_HISTORY_CSV_HEADER.length);
    fields.splice(11, 1);
    expect(fields.join(",")).not.toContain("13");
  });
});

describe("round history", () => {
  it("lists the latest 100 rounds, newest first, however many rounds come between two looks", async () => {
    const { roomId, people } = await room("Ann", "Bob");
    const [ann, bob] = people as [Person, Person];
    const rounds = async () => ((await bob.voting.history(roomId)) ?? []).map((entry: { round: number }) => entry.round);
    const playRounds = async (count: number) => {
      for (let i = 0; i < count; i++) {
        await bob.voting.vote(roomId, bob.participantId, "3");
        await ann.voting.reset(roomId);
      }
    };
    const descending = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i);
    await playRounds(3);
    expect(await rounds()).toEqual(descending(3, 1));
    await playRounds(1);
    expect(await rounds()).toEqual(descending(4, 1));
    await playRounds(98);
    expect(await rounds()).toEqual(descending(102, 3));
    // Two hundred calls in a row: more than the default 30 s on a loaded 2-core machine.
  }, 120_000);

  it("answers participants only", async () => {
    const { roomId } = await room("Ann");
    const eve = await person("Eve Outsider");
    expect(await eve.voting.history(roomId)).toBeNull();
  });

  it("exports CSV to owners and admins, never to members", async () => {
    const { roomId, code, people } = await room("Ann", "Bob", "Cy");
    const [ann, bob, cy] = people as [Person, Person, Person];
    await ann.rooms.call(api.rooms.updateStory, { roomId, story: "Search, filters\nand sorting", sessionId: ann.rooms.sessionId });
    await bob.voting.vote(roomId, bob.participantId, "8");
    await cy.voting.vote(roomId, cy.participantId, "13");
    await ann.voting.reveal(roomId);
    await ann.voting.reset(roomId);
    await cy.voting.vote(roomId, cy.participantId, "1");
    await ann.voting.reveal(roomId);
    await ann.voting.reset(roomId);

    expect(await cy.voting.refusal(api.voting.exportRoundHistoryCsv, { roomId })).toBe(MESSAGES.rooms.onlyManagers);
    await ann.rooms.call(api.rooms.toggleAdminStatus, { roomId, participantId: bob.participantId, sessionId: ann.rooms.sessionId });
    const { filename, csv } = await bob.voting.exportCsv(roomId);
    expect(filename).toMatch(new RegExp(`^planning-poker-${code}-rounds-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const rows = parseCsv(csv);
    expect(rows[0]).toEqual([...ROUND_HISTORY_CSV_HEADER]);
    expect(rows.slice(1).map((r) => r.slice(0, 11))).toEqual([
      ["1", "Search, filters\nand sorting", "", "", "Bob: 8; Cy: 13", "10.5", "10.5", "8", "13", "2", "Moderate agreement (50%)"],
      ["2", "Search, filters\nand sorting", "", "", "Cy: 1", "1.0", "1", "1", "1", "1", "Consensus (100%)"],
    ]);
    for (const row of rows.slice(1)) expect(new Date(row[11]!).toISOString()).toBe(row[11]);
  });

  it("goes with its room when the room is deleted", async () => {
    const { roomId, people } = await room("Ann", "Bob");
    const [ann, bob] = people as [Person, Person];
    await bob.voting.vote(roomId, bob.participantId, "2");
    await ann.voting.reveal(roomId);
    await ann.voting.reset(roomId);
    const db = server.app.services.database.db;
    const count = async () => Number((await db.selectFrom("round_history").select((eb) => eb.fn.countAll().as("n")).where("room_id", "=", roomId).executeTakeFirstOrThrow()).n);
    expect(await count()).toBe(1);
    await ann.rooms.call(api.rooms.deleteRoom, { roomId });
    expect(await count()).toBe(0);
  });
});
