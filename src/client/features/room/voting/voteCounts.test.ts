import { describe, expect, it } from "vitest";
import type { RoomData } from "../../../lib/roomTypes";
import { voteProgress } from "../../../../shared/voteProgress";
import { englishT } from "../../../i18n/testing";
import { revealQuestion as revealQuestionIn, voteCounts, votedParticipants } from "./voteCounts";

const revealQuestion = (counts: Parameters<typeof revealQuestionIn>[2]) => revealQuestionIn(englishT("voting"), "en", counts);

const participant = (id: string, excluded = false, isOnline = true) => ({ _id: id, name: id, image: null, role: "member", sessionId: null, isExcludedFromVoting: excluded, isOnline }) as const;
const hidden = (participantId: string) => ({ participantId, value: null });
/** What the room view carries: the server's voteProgress beside the participants and votes. */
const counts = ({ participants, votes }: Pick<RoomData, "participants" | "votes">) =>
  voteCounts({ votes, voteProgress: voteProgress(participants, votedParticipants(votes)) });

describe("voteCounts", () => {
  it("reads who voted from the vote list, and leaves excluded participants out of 'x of y'", () => {
    const participants = [participant("ann"), participant("bob"), participant("cy", true)] as unknown as RoomData["participants"];
    // Cy voted before being excluded: the vote counts for Reveal, not for 'x of y'.
    const votes = [hidden("bob"), hidden("cy")];
    expect(counts({ participants, votes })).toEqual({ eligible: 2, voted: 1, awayNames: [], cast: 2 });
    expect([...votedParticipants(votes)].sort()).toEqual(["bob", "cy"]);
    expect(counts({ participants, votes: [] })).toEqual({ eligible: 2, voted: 0, awayNames: [], cast: 0 });
  });

  it("counts someone who closed the tab without voting (spec 6), named as away, and a vote cast before leaving", () => {
    const participants = [participant("ann"), participant("gone", false, false), participant("left", false, false)] as unknown as RoomData["participants"];
    expect(counts({ participants, votes: [hidden("ann"), hidden("left")] })).toEqual({ eligible: 3, voted: 2, awayNames: ["gone"], cast: 2 });
    expect(counts({ participants, votes: [] })).toEqual({ eligible: 3, voted: 0, awayNames: ["gone", "left"], cast: 0 });
  });

  it("asks before revealing with who is away", () => {
    expect(revealQuestion({ voted: 2, eligible: 3, awayNames: ["Kim"] })).toBe("Only 2 of 3 participants have voted. Kim is away. Reveal the votes anyway?");
    expect(revealQuestion({ voted: 1, eligible: 3, awayNames: [] })).toBe("Only 1 of 3 participants has voted. Reveal the votes anyway?");
  });
});
