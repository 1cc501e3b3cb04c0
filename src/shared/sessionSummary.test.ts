import { describe, expect, it } from "vitest";
import { type SummaryStoryInput, roundsInDetail, summarizeSession, summaryTable, summaryTotalsLine } from "./sessionSummary";

const MIN = 60_000;

function story(overrides: Partial<SummaryStoryInput> & Pick<SummaryStoryInput, "id">): SummaryStoryInput {
  return { position: 0, title: overrides.id, ticketKey: null, status: "pending", agreedValue: null, rounds: [], ...overrides };
}

const round = (votes: string[], startedAt: number, minutes: number) => ({ votes, startedAt, revealedAt: startedAt + minutes * MIN });

/** Five stories: three estimated (one after a re-vote), one skipped, one not reached. */
const session: SummaryStoryInput[] = [
  story({ id: "s3", position: 30, title: "Search filters", status: "estimated", agreedValue: "3", rounds: [round(["3", "3", "5"], 10 * MIN, 1.5)] }),
  story({
    id: "s1",
    position: 10,
    title: "Login page",
    ticketKey: "POKER-1",
    status: "estimated",
    agreedValue: "8",
    // Given newest first: the last round by reveal time is the one agreed on.
    rounds: [round(["8", "8", "8"], 4 * MIN, 1), round(["3", "8", "13"], 0, 2)],
  }),
  story({ id: "s2", position: 20, title: "Checkout", status: "skipped", rounds: [round(["?", "?", "5"], 3 * MIN, 0.5)] }),
  story({ id: "s4", position: 40, title: "Half a point", status: "estimated", agreedValue: "0.5", rounds: [round(["0.5", "1"], 12 * MIN, 0.25)] }),
  story({ id: "s5", position: 50, title: "Reports", status: "pending" }),
];

describe("summarizeSession", () => {
  const summary = summarizeSession(session);

  it("lists every story in queue order with its rounds, agreement and time", () => {
    expect(summary.stories.map((s) => s.id)).toEqual(["s1", "s2", "s3", "s4", "s5"]);
    const login = summary.stories[0]!;
    expect(login).toMatchObject({ rounds: 2, agreedValue: "8", timeSpentMs: 3 * MIN });
    expect(login.agreement?.level).toBe("consensus");
    expect(summary.stories[2]!.agreement).toMatchObject({ level: "moderate" });
  });

  it("measures a T-shirt story's agreement on its cards, and adds no points for letters", () => {
    const tshirt = summarizeSession([story({ id: "t1", title: "Sizing", status: "estimated", agreedValue: "M", rounds: [round(["M", "M", "L", "☕"], 0, 1)] })]);
    expect(tshirt.stories[0]!.agreement).toMatchObject({ level: "moderate", value: 2 / 3 });
    expect(tshirt.totalPoints).toBeNull();
    expect(tshirt.sizeCounts).toEqual([{ value: "M", count: 1 }]);
  });

  it("adds up the agreed points, rounds and time", () => {
    expect(summary.totalPoints).toBe(11.5);
    expect(summary.totalRounds).toBe(5);
    expect(summary.totalTimeMs).toBe(3 * MIN + 0.5 * MIN + 1.5 * MIN + 0.25 * MIN);
  });

  it("names the skipped stories and the ones not estimated", () => {
    expect(summary.estimated.map((s) => s.id)).toEqual(["s1", "s3", "s4"]);
    expect(summary.skipped.map((s) => s.title)).toEqual(["Checkout"]);
    expect(summary.notEstimated.map((s) => s.title)).toEqual(["Reports"]);
  });

  it("counts only numeric agreed values and never a value on a story not estimated", () => {
    const odd = summarizeSession([
      story({ id: "a", status: "estimated", agreedValue: "?" }),
      story({ id: "b", status: "skipped", agreedValue: "13" }),
      story({ id: "c", status: "estimated", agreedValue: "0.1" }),
      story({ id: "d", status: "estimated", agreedValue: "0.2" }),
    ]);
    expect(odd.totalPoints).toBe(0.3);
    expect(odd.stories.find((s) => s.id === "b")?.agreedValue).toBeNull();
  });

  it("never counts negative time (a clock that went backwards)", () => {
    const summaryOf = summarizeSession([story({ id: "a", rounds: [{ votes: ["1"], startedAt: 5000, revealedAt: 1000 }] })]);
    expect(summaryOf.totalTimeMs).toBe(0);
  });

  it("is empty for an empty queue", () => {
    expect(summarizeSession([])).toMatchObject({ stories: [], totalPoints: 0, totalRounds: 0, totalTimeMs: 0 });
  });
});

describe("summaryTable", () => {
  it("shows each story's cells and a total row", () => {
    const table = summaryTable(summarizeSession(session));
    expect(table.columns).toEqual(["#", "Story", "Ticket", "Status", "Agreed", "Rounds", "Agreement", "Time spent"]);
    expect(table.rows).toEqual([
      ["1", "Login page", "POKER-1", "Estimated", "8", "2", "Consensus (100%)", "3m 00s"],
      ["2", "Checkout", "", "Skipped", "—", "1", "Consensus (100%)", "30s"],
      ["3", "Search filters", "", "Estimated", "3", "1", "Moderate agreement (67%)", "1m 30s"],
      ["4", "Half a point", "", "Estimated", "0.5", "1", "Moderate agreement (50%)", "15s"],
      ["5", "Reports", "", "Not estimated", "—", "0", "—", "—"],
    ]);
    expect(table.totalRow).toEqual(["", "Total", "", "", "11.5", "5", "", "5m 15s"]);
  });

  it("for a T-shirt session counts the sizes, never '0 points' (issue 36)", () => {
    const tshirt = summarizeSession([
      story({ id: "t1", position: 1, title: "Sizing", status: "estimated", agreedValue: "M", rounds: [round(["M", "M", "L"], 0, 1)] }),
      story({ id: "t2", position: 2, title: "Search", status: "estimated", agreedValue: "L", rounds: [round(["L", "L"], 2 * MIN, 1)] }),
      story({ id: "t3", position: 3, title: "Export", status: "estimated", agreedValue: "M", rounds: [round(["M", "S"], 4 * MIN, 1)] }),
      story({ id: "t4", position: 4, title: "Admin", status: "skipped" }),
    ]);
    const table = summaryTable(tshirt);
    expect(table.rows.map((row) => row[4])).toEqual(["M", "L", "M", "—"]);
    expect(table.totalRow).toEqual(["", "Total", "", "", "2 × M, 1 × L", "3", "", "3m 00s"]);
    expect(summaryTotalsLine(tshirt)).toBe("3 estimated stories (2 × M, 1 × L) · 1 skipped");
    expect(summaryTotalsLine(tshirt)).not.toMatch(/point/);
  });

  it("sums up in one line", () => {
    expect(summaryTotalsLine(summarizeSession(session))).toBe("11.5 points from 3 estimated stories · 1 skipped · 1 not estimated");
    expect(summaryTotalsLine(summarizeSession([story({ id: "a", status: "estimated", agreedValue: "1" })]))).toBe("1 point from 1 estimated story");
  });
});

describe("a session that began with async estimation (issue 33)", () => {
  const asyncRound = (votes: [string, string, string | null][], revealedAt: number, agreed: boolean) => ({ votes: votes.map(([name, value, reason]) => ({ name, value, reason })), revealedAt, agreed });
  const mixed = summarizeSession([
    story({ id: "a", position: 1, title: "Export", status: "estimated", agreedValue: "3", asyncRounds: [asyncRound([["Walt", "3", "Like CSV"], ["Xena", "3", null]], 5 * MIN, true)] }),
    story({
      id: "b",
      position: 2,
      title: "Dark mode",
      status: "estimated",
      agreedValue: "8",
      asyncRounds: [asyncRound([["Walt", "8", "Every screen"], ["Xena", "1", "Just CSS"]], 5 * MIN, false)],
      rounds: [{ votes: ["8", "8"], named: [{ name: "Walt", value: "8" }, { name: "Xena", value: "8" }], startedAt: 10 * MIN, revealedAt: 12 * MIN }],
    }),
    story({ id: "c", position: 3, title: "Search", status: "estimated", agreedValue: "5", rounds: [round(["5", "5"], 20 * MIN, 1)] }),
    story({ id: "d", position: 4, title: "Audit", status: "pending", asyncRounds: [asyncRound([["Walt", "2", null]], 5 * MIN, false)] }),
  ]);

  it("says which stories were agreed async and which live, and counts both kinds of rounds", () => {
    expect(mixed.stories.map((s) => [s.title, s.agreedIn, s.rounds, s.asyncRounds.length])).toEqual([
      ["Export", "async", 0, 1],
      ["Dark mode", "live", 1, 1],
      ["Search", "live", 1, 0],
      ["Audit", null, 0, 1],
    ]);
    // An async-only story's agreement is its async votes'; live time only counts live rounds.
    expect(mixed.stories[0]!.agreement?.level).toBe("consensus");
    expect(mixed.totalRounds).toBe(5);
    expect(mixed.totalTimeMs).toBe(3 * MIN);
    expect(summaryTotalsLine(mixed)).toBe("16 points from 3 estimated stories · 1 agreed async, 2 live · 1 not estimated");
  });

  it("adds an 'Agreed in' column and the rounds in detail: the async votes with their reasons, then the live rounds", () => {
    const table = summaryTable(mixed);
    expect(table.columns).toEqual(["#", "Story", "Ticket", "Status", "Agreed", "Agreed in", "Rounds", "Agreement", "Time spent", "Votes"]);
    expect(table.rows.map((row) => [row[1], row[4], row[5], row[6], row[9]])).toEqual([
      ["Export", "3", "async", "1 async", "Async: Walt 3 (Like CSV), Xena 3"],
      ["Dark mode", "8", "live", "1 async + 1 live", "Async: Walt 8 (Every screen), Xena 1 (Just CSS) · Live 1: Walt 8, Xena 8"],
      ["Search", "5", "live", "1", "Live 1: 5, 5"],
      ["Audit", "—", "—", "1 async", "Async: Walt 2"],
    ]);
    expect(table.totalRow).toEqual(["", "Total", "", "", "16", "1 async, 2 live", "5", "", "3m 00s", ""]);
    expect(roundsInDetail(mixed.stories[1]!)).toEqual(["Async: Walt 8 (Every screen), Xena 1 (Just CSS)", "Live 1: Walt 8, Xena 8"]);
  });

  it("is agreed live when a live round came after the async agreement", () => {
    const again = summarizeSession([
      story({ id: "a", status: "estimated", agreedValue: "5", asyncRounds: [asyncRound([["Walt", "3", null], ["Xena", "3", null]], MIN, true)], rounds: [round(["5", "5"], 2 * MIN, 1)] }),
    ]);
    expect(again.stories[0]!.agreedIn).toBe("live");
  });

  it("leaves a session without async estimation as it was", () => {
    expect(summarizeSession(session).hasAsync).toBe(false);
    expect(summaryTable(summarizeSession(session)).columns).toHaveLength(8);
  });
});
