// Integration tests and their call helpers stay typed by the functions' definitions: `any` in them
// (an annotation, `as any`, `<any>`) is a lint error. Checked through ESLint's own API on code that
// exists only here.
import { describe, expect, it } from "vitest";
import { lintProbe } from "./support/lintProbe";

const lint = lintProbe();

/** How many explicit-`any` errors `code` gets as if it lived at `filePath`. */
async function anyErrors(filePath: string, code: string): Promise<number> {
  return (await lint(filePath, code, "@typescript-eslint/no-explicit-any")).filter((m) => m.severity === 2).length;
}

const planted = [
  ["an annotated parameter", "export const names = (rooms: { name: string }[]) => rooms.map((r: any) => r.name);\n"],
  ["an annotated value", "export const data: any = JSON.parse(\"{}\");\n"],
  ["`as any`", "export const room = JSON.parse(\"{}\") as any;\n"],
  ["`<any>`", "export const room = <any>JSON.parse(\"{}\");\n"],
  ["a type argument", "export const rooms = new Map<string, any>();\n"],
  ["an array of any", "export function first(rooms: any[]) { return rooms[0]; }\n"],
] as const;

describe("`any` in an integration test is an error", () => {
  it.each(planted)("reports %s", async (_what, code) => {
    expect(await anyErrors("src/server/features/rooms/probe.int.test.ts", code)).toBe(1);
    expect(await anyErrors("src/plugins/jira/server/probe.int.test.ts", code)).toBe(1);
    expect(await anyErrors("tests/upgrade/probe.int.test.ts", code)).toBe(1);
  });

  it("reports it in the helpers the tests call through", async () => {
    for (const helper of ["tests/support/roomsApi.ts", "tests/support/typedCalls.ts", "tests/support/liveQuery.ts", "src/plugins/jira/test/jiraApi.ts"]) {
      expect(await anyErrors(helper, "export function getRoomData(roomId: string): Promise<any> { return Promise.resolve(roomId); }\n")).toBe(1);
    }
  });

  it("allows `unknown` and the functions' own types", async () => {
    const code = [
      'import { api } from "../../../../tests/support/typedCalls";',
      'import type { ResultOf } from "../../../shared/functionReference";',
      "export type RoomData = ResultOf<typeof api.rooms.getRoomData>;",
      "export const parsed: unknown = JSON.parse(\"{}\");",
      'export const expectation = { _id: expect.any(String) };',
      "",
    ].join("\n");
    expect(await anyErrors("src/server/features/rooms/probe.int.test.ts", code)).toBe(0);
  });

  it("leaves the rule as it was elsewhere (the engine's generics need `any` in type positions)", async () => {
    expect(await anyErrors("src/server/live/probe.ts", planted[0][1])).toBe(0);
    expect(await anyErrors("src/server/features/rooms/probe.test.ts", planted[0][1])).toBe(0);
  });
});
