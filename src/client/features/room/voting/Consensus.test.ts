import { describe, expect, it } from "vitest";
import { resolveDeck } from "../../../../shared/decks";
import { summarizeVotes } from "../../../../shared/results";
import { agreedCard } from "./Consensus";

describe("agreedCard", () => {
  it("is the card when every vote (two at least) is the same size", () => {
    expect(agreedCard(summarizeVotes(["5", "5", "5"]))).toBe("5");
    expect(agreedCard(summarizeVotes(["M", "M"], resolveDeck({ kind: "tshirt", unknownCard: true, breakCard: true })))).toBe("M");
  });

  it("is null for one vote, a split, or a table of '?' or '☕'", () => {
    expect(agreedCard(summarizeVotes(["5"]))).toBeNull();
    expect(agreedCard(summarizeVotes(["5", "8", "5"]))).toBeNull();
    expect(agreedCard(summarizeVotes(["5", "?"]))).toBeNull();
    expect(agreedCard(summarizeVotes(["?", "?"]))).toBeNull();
    expect(agreedCard(summarizeVotes([]))).toBeNull();
  });
});
