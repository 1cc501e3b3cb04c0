// A room whose owner connected a tracker and chose its source, for the trackers' integration tests
// (Linear, GitLab, Azure DevOps): the steps a manager takes, each through the API, and an agreed
// estimate recorded the way a room records one (start the story, vote, reveal, record).
import { QueueApi } from "./queueApi";
import { RawSyncClient } from "./rawSyncClient";
import { RoomsApi } from "./roomsApi";
import type { TestServer } from "./testServer";
import { api } from "./typedCalls";
import { signUpUser } from "./users";
import { VotingApi } from "./votingApi";

type Input = Record<string, string | number | string[]>;

export async function trackerRoom(server: TestServer, connect: { tracker: string; token: string; site?: string }, deck?: "tshirt") {
  const owner = new RoomsApi(server, await signUpUser(server, "Ann Manager"));
  const member = new RoomsApi(server, await signUpUser(server, "Bob Member"));
  const { code, roomId } = await owner.createAndEnter({ isPermanent: true, ...(deck ? { deck: { kind: deck, unknownCard: true, breakCard: false } } : {}) });
  await member.joinRoom(code);
  const connection = await owner.call(api.connections.connect, connect);
  const base = { roomId, sessionId: owner.sessionId };
  const queue = new QueueApi(server, owner);
  return {
    owner,
    member,
    roomId,
    connectionId: connection._id,
    queue,
    setSource: (source: Input) => owner.call(api.trackers.setSource, { ...base, connectionId: connection._id, source }),
    refusedSource: (source: Input) => owner.refusal(api.trackers.setSource, { ...base, connectionId: connection._id, source }),
    preview: (route: Input) => owner.call(api.trackers.previewImport, { ...base, route }),
    importStories: (route: Input) => owner.call(api.trackers.importStories, { ...base, route }),
    refusedImport: (route: Input) => owner.refusal(api.trackers.importStories, { ...base, route }),
    queued: async () => (await queue.queue(roomId)) ?? [],
    /** The story is estimated: started, everyone's card, revealed, the agreed card recorded. */
    async agree(storyId: string, card: string) {
      await queue.mutate(api.queue.startStory, roomId, { storyId });
      const data = (await owner.getRoomData(roomId))!;
      const voting = [new VotingApi(server, owner), new VotingApi(server, member)];
      const ids = [data.me, data.participants.find((p) => p.name === "Bob Member")!._id];
      for (const [i, who] of voting.entries()) await who.vote(roomId, ids[i]!, card);
      await voting[0]!.reveal(roomId);
      // A card no vote suggests as a value ("?") is chosen by the manager, as the agreed-estimate bar lets them.
      await queue.mutate(api.queue.recordEstimate, roomId, { value: card });
    },
    writeBack: (storyId: string) => owner.call(api.trackers.writeEstimate, { ...base, storyId }),
    refusedWriteBack: (storyId: string) => owner.refusal(api.trackers.writeEstimate, { ...base, storyId }),
  };
}

export type TrackerRoom = Awaited<ReturnType<typeof trackerRoom>>;

/**
 * Every WebSocket frame the owner's socket receives while watching the room during `run`, and
 * after it the room view with what `run` changed: what a tracker's secrets must never be in.
 */
export async function framesWhile(server: TestServer, room: TrackerRoom, run: () => Promise<void>): Promise<string> {
  const socket = await RawSyncClient.connect(server.wsUrl, { token: room.owner.user!.token });
  try {
    socket.send({ type: "ModifyQuerySet", add: [{ queryId: 1, path: "rooms.getRoomData", args: { roomId: room.roomId } }], remove: [] });
    await socket.valueMatching<{ room: unknown }>(1, (value) => value.room !== undefined);
    await run();
    await socket.valueMatching<{ room: { trackerSource: unknown } }>(1, (value) => value.room.trackerSource !== null);
    return socket.frames.join("\n");
  } finally {
    await socket.close();
  }
}
