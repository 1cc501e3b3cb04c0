// The import boundaries of DESIGN.md section 1, checked through ESLint's own API on code that exists only here.
import { describe, expect, it } from "vitest";
import { lintProbe } from "./support/lintProbe";

const lint = lintProbe();

/** Messages of the import-boundary rule for `code` as if it lived at `filePath`. */
async function boundaryMessages(filePath: string, code: string): Promise<string[]> {
  return (await lint(filePath, code, "@typescript-eslint/no-restricted-imports")).map((m) => m.message);
}

describe("src/shared stays isomorphic", () => {
  const file = "src/shared/boundaryProbe.ts";

  it.each([
    ['import { openDatabase } from "../server/db/database";', "src/shared may not import from src/server."],
    ['import type { AppApi } from "../server/features";', "src/shared may not import from src/server."],
    ['import { api } from "../client/lib/api";', "src/shared may not import from src/client."],
    ['import { readFileSync } from "node:fs";', "src/shared runs in the browser too: no Node built-ins."],
    ['import { join } from "path";', "src/shared runs in the browser too: no Node built-ins."],
  ])("reports %s", async (code, message) => {
    expect(await boundaryMessages(file, `${code}\nexport {};\n`)).toEqual([expect.stringContaining(message)]);
  });

  it("reports an import that climbs from a nested folder", async () => {
    const messages = await boundaryMessages("src/shared/rules/deep.ts", 'export { x } from "../../server/config";\n');
    expect(messages).toEqual([expect.stringContaining("src/shared may not import from src/server.")]);
  });

  it("allows shared modules and packages", async () => {
    expect(await boundaryMessages(file, 'import { z } from "zod";\nimport { PROTOCOL_VERSION } from "./protocol";\nexport { z, PROTOCOL_VERSION };\n')).toEqual([]);
  });
});

describe("src/client sees the server only through types", () => {
  const file = "src/client/boundaryProbe.ts";
  const message = "src/client may import from src/server only with `import type`.";

  it("reports a value import from src/server", async () => {
    expect(await boundaryMessages(file, 'import { loadConfig } from "../server/config";\nexport { loadConfig };\n')).toEqual([expect.stringContaining(message)]);
  });

  it("reports a value import from a nested client folder", async () => {
    expect(await boundaryMessages("src/client/sync/probe.ts", 'import { registry } from "../../server/runtime/registry";\nexport { registry };\n')).toEqual([expect.stringContaining(message)]);
  });

  it("allows `import type` from src/server", async () => {
    expect(await boundaryMessages(file, 'import type { AppApi } from "../server/features";\nexport type { AppApi };\n')).toEqual([]);
  });

  it("allows imports from src/shared", async () => {
    expect(await boundaryMessages(file, 'import { PROTOCOL_VERSION } from "../shared/protocol";\nexport { PROTOCOL_VERSION };\n')).toEqual([]);
  });
});

describe("the engine imports nothing of the product", () => {
  const file = "src/server/live/probe.ts";
  const message = "src/server/live is the generic engine";

  it.each([
    ['import type { Database } from "../db/schema";'],
    ['import { roomTopic } from "../features/topics";'],
    ['import { createAppHooks } from "../features/appHooks";'],
    ['import type { Config } from "../config";'],
    ['import { startApp } from "../app";'],
    ['import { jiraFunctions } from "../../plugins/jira/server/functions";'],
    ['import { api } from "../../client/lib/api";'],
  ])("reports %s", async (code) => {
    expect(await boundaryMessages(file, `${code}\nexport {};\n`)).toEqual([expect.stringContaining(message)]);
  });

  it("reports it from a nested engine folder", async () => {
    expect(await boundaryMessages("src/server/live/transport/probe.ts", 'import { roomTopic } from "../../features/topics";\nexport { roomTopic };\n')).toEqual([
      expect.stringContaining(message),
    ]);
  });

  it("allows its own files, src/shared and the generic limits", async () => {
    const code = 'import { Executor } from "./executor";\nimport { PROTOCOL_VERSION } from "../../shared/protocol";\nimport { RateLimiter } from "../limits/rateLimiter";\nexport { Executor, PROTOCOL_VERSION, RateLimiter };\n';
    expect(await boundaryMessages(file, code)).toEqual([]);
  });
});

describe("a plugin keeps the same boundaries in its parts", () => {
  it("its shared part imports neither its server part nor the app's server", async () => {
    expect(await boundaryMessages("src/plugins/jira/shared/probe.ts", 'import { x } from "../server/functions";\nexport { x };\n')).toEqual([
      expect.stringContaining("src/shared may not import from src/server."),
    ]);
  });

  it("its client part sees server code only through types", async () => {
    expect(await boundaryMessages("src/plugins/jira/client/probe.ts", 'import { fetchTickets } from "../server/fetchTickets";\nexport { fetchTickets };\n')).toEqual([
      expect.stringContaining("src/client may import from src/server only with `import type`."),
    ]);
    expect(await boundaryMessages("src/plugins/jira/client/probe.ts", 'import type { AppApi } from "../../../server/features";\nexport type { AppApi };\n')).toEqual([]);
  });
});

describe("outside the engine, only its face is imported", () => {
  const message = "Import the live engine through its face (src/server/live/index.ts), not its files.";
  const faceMessages = async (filePath: string, code: string) => (await lint(filePath, code, "no-restricted-imports")).map((m) => m.message);

  it.each([
    ["src/server/features/voting/probe.ts", 'import { mutation } from "../../live/functions";\nexport { mutation };\n'],
    ["src/server/probe.ts", 'import type { Runtime } from "./live/runtime";\nexport type { Runtime };\n'],
    ["src/plugins/jira/server/probe.ts", 'import { FunctionError } from "../../../server/live/errors";\nexport { FunctionError };\n'],
    ["tests/support/probe.ts", 'import { query } from "../../src/server/live/functions";\nexport { query };\n'],
  ])("reports a file of the engine imported from %s", async (file, code) => {
    expect(await faceMessages(file, code)).toEqual([expect.stringContaining(message)]);
  });

  it("allows the face, and the engine's own files among themselves", async () => {
    expect(await faceMessages("src/server/features/voting/probe.ts", 'import { mutation } from "../../live";\nexport { mutation };\n')).toEqual([]);
    expect(await faceMessages("src/server/live/probe.ts", 'import { Executor } from "./executor";\nexport { Executor };\n')).toEqual([]);
  });
});

describe("the sync client imports nothing of the app", () => {
  const message = "src/client/sync is the generic sync client";
  const syncMessages = async (filePath: string, code: string) => (await lint(filePath, code, "no-restricted-imports")).map((m) => m.message);

  it.each([
    'import { api } from "../lib/api";',
    'import type { AuthTarget } from "../auth/authSession";',
    'import { getSessionId } from "../session/sessionId";',
    'import type { AppApi } from "../../server/features";',
  ])("reports %s", async (code) => {
    expect(await syncMessages("src/client/sync/probe.ts", `${code}\nexport {};\n`)).toEqual([expect.stringContaining(message)]);
  });

  it("allows its own files and src/shared", async () => {
    expect(await syncMessages("src/client/sync/probe.ts", 'import { SyncClient } from "./client";\nimport { PROTOCOL_VERSION } from "../../shared/protocol";\nexport { SyncClient, PROTOCOL_VERSION };\n')).toEqual([]);
  });
});

describe("the room core imports no feature above it", () => {
  const message = "features/rooms is the room core";
  const messages = async (filePath: string, code: string) => (await lint(filePath, code, "no-restricted-imports")).map((m) => m.message);

  it.each([
    ["src/server/features/rooms/probe.ts", 'import { enterRound } from "../voting";'],
    ["src/server/features/rooms/data/probe.ts", 'import { manage } from "../../queue";'],
    ["src/server/features/rooms/probe.ts", 'import { getAuthSession } from "../auth";'],
    ["src/server/features/rooms/probe.ts", 'import { jiraPlugin } from "../../../plugins/jira/server/plugin";'],
  ])("reports %s importing %s", async (file, code) => {
    expect(await messages(file, `${code}\nexport {};\n`)).toContainEqual(expect.stringContaining(message));
  });

  it("allows presence beneath it, users and its own files", async () => {
    const code = 'import { freshPresenceSince } from "../presence";\nimport { getUser } from "../users";\nimport { lockRoom } from "./access";\nexport { freshPresenceSince, getUser, lockRoom };\n';
    expect(await messages("src/server/features/rooms/probe.ts", code)).toEqual([]);
  });
});

describe("features reach one another only through a feature's index.ts", () => {
  const message = "only through a feature's index.ts";
  const messages = async (filePath: string, code: string) => (await lint(filePath, code, "no-restricted-imports")).map((m) => m.message);

  it.each([
    ["src/server/features/queue/probe.ts", 'import { writeRound } from "../voting/data/rounds";'],
    ["src/server/features/voting/data/probe.ts", 'import { lockRoom } from "../../rooms/access";'],
    ["src/plugins/jira/server/probe.ts", 'import { listQueue } from "../../../server/features/queue/data/queue";'],
  ])("reports %s importing %s", async (file, code) => {
    expect(await messages(file, `${code}\nexport {};\n`)).toEqual([expect.stringContaining(message)]);
  });

  it("allows a feature's index.ts and the feature's own files", async () => {
    expect(await messages("src/server/features/queue/probe.ts", 'import { enterRound } from "../voting";\nimport { manage } from "./stories";\nexport { enterRound, manage };\n')).toEqual([]);
    expect(await messages("src/plugins/jira/server/probe.ts", 'import { appendStories } from "../../../server/features/queue";\nexport { appendStories };\n')).toEqual([]);
  });
});

describe("statements against tables live under data/", () => {
  const message = "Statements against tables live only under a feature's (or plugin's) data/ folder";
  const messages = async (filePath: string, code: string) => (await lint(filePath, code, "no-restricted-syntax")).map((m) => m.message);
  const statement = (method: string) => `export const probe = (db: { ${method}(t: string): unknown }) => db.${method}("rooms");\n`;

  it.each([
    ["src/server/features/voting/probe.ts", "selectFrom"],
    ["src/server/features/rooms/probe.ts", "updateTable"],
    ["src/server/features/queue/probe.ts", "insertInto"],
    ["src/plugins/jira/server/probe.ts", "deleteFrom"],
  ])("reports a statement in %s (%s)", async (file, method) => {
    expect(await messages(file, statement(method))).toEqual([expect.stringContaining(message)]);
  });

  it("allows them under a data/ folder", async () => {
    expect(await messages("src/server/features/voting/data/probe.ts", statement("selectFrom"))).toEqual([]);
    expect(await messages("src/plugins/jira/server/data/probe.ts", statement("deleteFrom"))).toEqual([]);
  });
});

describe("client features import one another only through their faces", () => {
  const faceMessages = async (filePath: string, code: string) => (await lint(filePath, code, "app/feature-faces")).map((m) => m.message);

  it.each([
    ["a sibling feature's file", "src/client/features/room/queue/probe.ts", 'import { useRoomDeck } from "../voting/useRoomDeck";\nexport { useRoomDeck };\n'],
    ["a re-export of a sibling's file", "src/client/features/room/participants/probe.ts", 'export { votedParticipants } from "../voting/voteCounts";\n'],
    ["a page reaching into a feature", "src/client/pages/probe.tsx", 'import { StoryPanel } from "../features/room/story/StoryPanel";\nexport { StoryPanel };\n'],
    ["the room shell reaching into its sub-feature, lazily", "src/client/features/room/probe.ts", 'export const load = () => import("./queue/RecordEstimate");\n'],
    ["a plugin reaching into the plugin face's files", "src/plugins/jira/client/probe.ts", 'import { PluginSlot } from "../../../client/features/room/plugins/PluginsProvider";\nexport { PluginSlot };\n'],
  ])("reports %s", async (_what, file, code) => {
    expect(await faceMessages(file, code)).toEqual([expect.stringContaining("through its face")]);
  });

  it("allows faces, and a feature's own files", async () => {
    expect(await faceMessages("src/client/features/room/queue/probe.ts", 'import { useRoomDeck } from "../voting";\nimport { SkipStoryButton } from "./SkipStoryButton";\nexport { useRoomDeck, SkipStoryButton };\n')).toEqual([]);
    expect(await faceMessages("src/client/pages/probe.tsx", 'import { SignedInRoom } from "../features/room";\nimport { DeckFields } from "../features/decks/index";\nexport { SignedInRoom, DeckFields };\n')).toEqual([]);
    expect(await faceMessages("src/plugins/jira/client/probe.ts", 'import type { ClientPlugin } from "../../../client/features/room/plugins";\nexport type { ClientPlugin };\n')).toEqual([]);
  });
});

describe("outside src/plugins, only the app's root reads the plugin lists", () => {
  const message = "Outside src/plugins only the app's root files import plugins";
  const listMessages = async (filePath: string, code: string) => (await lint(filePath, code, "app/plugin-lists")).map((m) => m.message);

  it.each([
    ["a client feature importing a plugin's component", "src/client/features/room/story/probe.tsx", 'import { JiraStory } from "../../../../plugins/jira/client/JiraStory";\nexport { JiraStory };\n'],
    ["a client feature loading one lazily", "src/client/features/room/queue/probe.ts", 'export const load = () => import("../../../../plugins/jira/client/ImportQueueDialog");\n'],
    ["a client file that is not the root importing the list", "src/client/probe.ts", 'import { clientPlugins } from "../plugins/client";\nexport { clientPlugins };\n'],
    ["a server file that is not a root importing the list", "src/server/app.ts", 'import { serverPlugins } from "../plugins/server";\nexport { serverPlugins };\n'],
    ["a server feature importing a plugin's functions", "src/server/features/voting/probe.ts", 'import * as jira from "../../../plugins/jira/server/functions";\nexport { jira };\n'],
    ["shared code importing a plugin's rules", "src/shared/probe.ts", 'import type { JiraTicket } from "../plugins/jira/shared/jira";\nexport type { JiraTicket };\n'],
    ["the root importing a plugin past its list", "src/client/pages/Room.tsx", 'import { jiraClientPlugin } from "../../plugins/jira/client/plugin";\nexport { jiraClientPlugin };\n'],
  ])("reports %s", async (_what, file, code) => {
    expect(await listMessages(file, code)).toEqual([expect.stringContaining(message)]);
  });

  it("allows the root its list, plugins their own files, and the client's plugin face (features/room/plugins)", async () => {
    expect(await listMessages("src/client/pages/Room.tsx", 'import { clientPlugins } from "../../plugins/client";\nexport { clientPlugins };\n')).toEqual([]);
    expect(await listMessages("src/server/appContext.ts", 'import { serverPlugins } from "../plugins/server";\nexport { serverPlugins };\n')).toEqual([]);
    expect(await listMessages("src/plugins/client.ts", 'import { jiraClientPlugin } from "./jira/client/plugin";\nexport { jiraClientPlugin };\n')).toEqual([]);
    expect(await listMessages("src/plugins/jira/client/probe.ts", 'import { JiraStory } from "./JiraStory";\nexport { JiraStory };\n')).toEqual([]);
    expect(await listMessages("src/client/features/room/story/probe.tsx", 'import { PluginSlot } from "../plugins";\nexport { PluginSlot };\n')).toEqual([]);
  });
});
