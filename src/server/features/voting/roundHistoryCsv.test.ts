import { describe, expect, it } from "vitest";
import { parseCsv } from "../../../../tests/support/csv";
import { agreementFor } from "../../../shared/results";
import { roundHistoryEntry, type RoundHistoryEntry } from "./historyView";
import { ROUND_HISTORY_CSV_HEADER, roundHistoryCsv } from "./roundHistoryCsv";

function entry(overrides: Partial<RoundHistoryEntry>): RoundHistoryEntry {
  return {
    _id: "r1",
    round: 1,
    story: null,
    ticketKey: null,
    ticketSummary: null,
    votes: [],
    average: null,
    averageText: "—",
    median: null,
    min: null,
    max: null,
    totalVotes: 0,
    agreement: null,
    isNumeric: true,
    mostCommon: [],
    revealed: true,
    createdAt: Date.UTC(2025, 5, 29, 10, 0, 0),
    queueStoryId: null,
    durationMs: null,
    ...overrides,
  };
}

describe("roundHistoryCsv", () => {
  it("writes a header and one row per round, oldest first, with CRLF line ends", () => {
    const csv = roundHistoryCsv([
      entry({
        _id: "r2",
        round: 2,
        story: 'Login, with "remember me"\nand SSO',
        votes: [
          { participantName: "Ann", value: "5" },
          { participantName: "Bob", value: "8" },
          { participantName: "Cy", value: "?" },
        ],
        average: 6.5,
        averageText: "6.5",
        median: 6.5,
        min: 5,
        max: 8,
        totalVotes: 3,
        agreement: agreementFor([5, 8]),
        mostCommon: ["5", "8"],
        createdAt: Date.UTC(2025, 5, 29, 11, 0, 0),
      }),
      entry({ ticketKey: "POKER-1", ticketSummary: "=HYPERLINK(1)", votes: [{ participantName: "Ann", value: null }], totalVotes: 1, revealed: false }),
    ]);
    expect(csv.endsWith("\r\n")).toBe(true);
    const rows = parseCsv(csv);
    expect(rows[0]).toEqual([...ROUND_HISTORY_CSV_HEADER]);
    expect(rows[1]).toEqual(["1", "", "POKER-1", "'=HYPERLINK(1)", "Ann: not revealed", "", "", "", "", "1", "", "2025-06-29T10:00:00.000Z", "", ""]);
    expect(rows[2]).toEqual([
      "2",
      'Login, with "remember me"\nand SSO',
      "",
      "",
      "Ann: 5; Bob: 8; Cy: ?",
      "6.5",
      "6.5",
      "5",
      "8",
      "3",
      "Moderate agreement (50%)",
      "2025-06-29T11:00:00.000Z",
      "5 / 8",
      "",
    ]);
  });

  it("gives a round of letters its most common card and no figures", () => {
    const row = roundHistoryEntry({
      id: "r3",
      room_id: "room",
      round: 3,
      story: "Checkout",
      ticket_key: null,
      ticket_summary: null,
      queue_story_id: null,
      votes_json: JSON.stringify([
        { participantName: "Ann", value: "M" },
        { participantName: "Bob", value: "L" },
        { participantName: "Cy", value: "M" },
        { participantName: "Di", value: "☕" },
      ]),
      average: null,
      median: null,
      min: null,
      max: null,
      total_votes: 4,
      agreement: null,
      revealed: 1,
      created_at: Date.UTC(2025, 5, 29, 12, 0, 0),
      started_at: null,
      revealed_at: null,
      is_open: 0,
    });
    expect(row).toMatchObject({ isNumeric: false, mostCommon: ["M"], averageText: "—", agreement: { label: "Moderate agreement", value: 2 / 3 } });
    expect(parseCsv(roundHistoryCsv([row]))[1]).toEqual([
      "3",
      "Checkout",
      "",
      "",
      "Ann: M; Bob: L; Cy: M; Di: ☕",
      "",
      "",
      "",
      "",
      "4",
      "Moderate agreement (67%)",
      "2025-06-29T12:00:00.000Z",
      "M",
      "",
    ]);
    // A queue story's agreed value stands beside its rounds; a value typed as a formula stays text.
    const queued = { ...row, queueStoryId: "story-1" };
    expect(parseCsv(roundHistoryCsv([queued], new Map([["story-1", "L"]])))[1]!.at(-1)).toBe("L");
    expect(parseCsv(roundHistoryCsv([queued], new Map([["story-1", "=1+1"]])))[1]!.at(-1)).toBe("'=1+1");
  });

  it("is just the header when there is no history", () => {
    expect(parseCsv(roundHistoryCsv([]))).toEqual([[...ROUND_HISTORY_CSV_HEADER]]);
  });
});

describe("a formula card (issue 30)", () => {
  it("is guarded in every column of the round history CSV", () => {
    const formula = "=1+1";
    const csv = roundHistoryCsv(
      [
        entry({
          story: formula,
          ticketKey: formula,
          ticketSummary: formula,
          votes: [{ participantName: formula, value: formula }],
          averageText: formula,
          mostCommon: [formula],
          isNumeric: false,
          totalVotes: 1,
          queueStoryId: "q1",
        }),
      ],
      new Map([["q1", formula]]),
    );
    const rows = parseCsv(csv);
    expect(rows[0]).toEqual([...ROUND_HISTORY_CSV_HEADER]);
    for (const cells of rows) for (const cell of cells) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);
    const row = rows[1]!;
    for (const column of ["Story", "Ticket", "Ticket summary", "Average", "Most common", "Agreed"]) {
      const index = rows[0]!.indexOf(column);
      if (index >= 0) expect(row[index], column).toBe("'=1+1");
    }
  });
});
