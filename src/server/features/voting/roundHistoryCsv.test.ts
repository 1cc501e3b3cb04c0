import { describe, expect, it } from "vitest";
import { parseCsv } from "../../../../tests/support/csv";
import { agreementFor } from "../../../shared/results";
import type { RoundHistoryEntry } from "./historyView";
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
        createdAt: Date.UTC(2025, 5, 29, 11, 0, 0),
      }),
      entry({ ticketKey: "POKER-1", ticketSummary: "=HYPERLINK(1)", votes: [{ participantName: "Ann", value: null }], totalVotes: 1, revealed: false }),
    ]);
    expect(csv.endsWith("\r\n")).toBe(true);
    const rows = parseCsv(csv);
    expect(rows[0]).toEqual([...ROUND_HISTORY_CSV_HEADER]);
    expect(rows[1]).toEqual(["1", "", "POKER-1", "'=HYPERLINK(1)", "Ann: not revealed", "", "", "", "", "1", "", "2025-06-29T10:00:00.000Z"]);
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
    ]);
  });

  it("is just the header when there is no history", () => {
    expect(parseCsv(roundHistoryCsv([]))).toEqual([[...ROUND_HISTORY_CSV_HEADER]]);
  });
});
