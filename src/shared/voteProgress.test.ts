import { describe, expect, it } from "vitest";
import { voteProgress } from "./voteProgress";

const p = (id: string, isOnline = true, isExcludedFromVoting = false) => ({ _id: id, isOnline, isExcludedFromVoting });

describe("voteProgress", () => {
  it("counts present eligible voters, as 'x of y voted' did for a room where everyone is here", () => {
    const room = [p("ann"), p("bob"), p("cy")];
    expect(voteProgress(room, new Set(["ann"]))).toEqual({ voted: 1, expected: 3, away: 0, everyoneVoted: false });
    expect(voteProgress(room, new Set(["ann", "bob", "cy"]))).toEqual({ voted: 3, expected: 3, away: 0, everyoneVoted: true });
  });

  it("does not wait for someone who closed the tab without voting", () => {
    const room = [p("ann"), p("bob"), p("gone", false)];
    expect(voteProgress(room, new Set(["ann", "bob"]))).toEqual({ voted: 2, expected: 2, away: 1, everyoneVoted: true });
  });

  it("keeps counting a vote cast before its voter left", () => {
    const room = [p("ann"), p("left", false)];
    expect(voteProgress(room, new Set(["left"]))).toEqual({ voted: 1, expected: 2, away: 0, everyoneVoted: false });
    expect(voteProgress(room, new Set(["left", "ann"])).everyoneVoted).toBe(true);
  });

  it("leaves excluded participants out, even with a vote from before their exclusion", () => {
    const room = [p("ann"), p("watcher", true, true)];
    expect(voteProgress(room, new Set(["ann", "watcher"]))).toEqual({ voted: 1, expected: 1, away: 0, everyoneVoted: true });
  });

  it("is never complete with no vote at all", () => {
    expect(voteProgress([], new Set())).toEqual({ voted: 0, expected: 0, away: 0, everyoneVoted: false });
    expect(voteProgress([p("gone", false)], new Set()).everyoneVoted).toBe(false);
  });
});
