import { describe, expect, it } from "vitest";
import { voteProgress, voteProgressText } from "./voteProgress";

const p = (id: string, isOnline = true, isExcludedFromVoting = false) => ({ _id: id, name: id[0]!.toUpperCase() + id.slice(1), isOnline, isExcludedFromVoting });

describe("voteProgress", () => {
  it("counts every eligible voter for a room where everyone is here", () => {
    const room = [p("ann"), p("bob"), p("cy")];
    expect(voteProgress(room, new Set(["ann"]))).toEqual({ voted: 1, expected: 3, away: 0, awayNames: [], everyoneVoted: false });
    expect(voteProgress(room, new Set(["ann", "bob", "cy"]))).toEqual({ voted: 3, expected: 3, away: 0, awayNames: [], everyoneVoted: true });
  });

  it("still counts someone who closed the tab without voting (spec 4, 6), named as away; the auto-reveal does not wait for them", () => {
    const room = [p("ann"), p("bob"), p("kim", false)];
    expect(voteProgress(room, new Set(["ann", "bob"]))).toEqual({ voted: 2, expected: 3, away: 1, awayNames: ["Kim"], everyoneVoted: true });
  });

  it("with 'Don't wait for away people' leaves them out of the count", () => {
    const room = [p("ann"), p("bob"), p("kim", false)];
    expect(voteProgress(room, new Set(["ann", "bob"]), true)).toEqual({ voted: 2, expected: 2, away: 1, awayNames: ["Kim"], everyoneVoted: true });
  });

  it("keeps counting a vote cast before its voter left", () => {
    const room = [p("ann"), p("left", false)];
    expect(voteProgress(room, new Set(["left"]))).toEqual({ voted: 1, expected: 2, away: 0, awayNames: [], everyoneVoted: false });
    expect(voteProgress(room, new Set(["left", "ann"])).everyoneVoted).toBe(true);
  });

  it("leaves excluded participants out, even with a vote from before their exclusion", () => {
    const room = [p("ann"), p("watcher", true, true), p("gone", false, true)];
    expect(voteProgress(room, new Set(["ann", "watcher"]))).toEqual({ voted: 1, expected: 1, away: 0, awayNames: [], everyoneVoted: true });
  });

  it("is never complete with no vote at all", () => {
    expect(voteProgress([], new Set())).toEqual({ voted: 0, expected: 0, away: 0, awayNames: [], everyoneVoted: false });
    expect(voteProgress([p("gone", false)], new Set()).everyoneVoted).toBe(false);
  });
});

describe("voteProgressText", () => {
  it("says 'x of y voted' and names who is away", () => {
    expect(voteProgressText({ voted: 2, expected: 3, awayNames: [] })).toBe("2 of 3 voted");
    expect(voteProgressText({ voted: 2, expected: 3, awayNames: ["Kim"] })).toBe("2 of 3 voted, Kim is away");
    expect(voteProgressText({ voted: 1, expected: 3, awayNames: ["Kim", "Lee"] })).toBe("1 of 3 voted, Kim and Lee are away");
    expect(voteProgressText({ voted: 0, expected: 3, awayNames: ["Kim", "Lee", "Max"] })).toBe("0 of 3 voted, Kim, Lee and Max are away");
    expect(voteProgressText({ voted: 0, expected: 5, awayNames: ["Kim", "Lee", "Max", "Ned"] })).toBe("0 of 5 voted, Kim, Lee, Max and 1 other are away");
    expect(voteProgressText({ voted: 0, expected: 9, awayNames: ["Kim", "Lee", "Max", "Ned", "Ola"] })).toBe("0 of 9 voted, Kim, Lee, Max and 2 others are away");
  });
});
