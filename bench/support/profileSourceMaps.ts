// tsx hands V8 our TypeScript as one whitespace-minified line per file, so a CPU profile's frames all
// read "file.ts:1". Before the profile is written, each frame of a script with an inline source map
// gets its TypeScript line and column back, so any profile viewer points at the code.
import { SourceMap } from "node:module";
import type { Session } from "node:inspector/promises";

interface CallFrame {
  scriptId: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface Profile {
  nodes: { callFrame: CallFrame }[];
}

const INLINE_MAP = /\/\/# sourceMappingURL=data:application\/json;(?:charset=utf-8;)?base64,([A-Za-z0-9+/=]+)\s*$/;

export async function mapProfileToSources(session: Session, profile: Profile): Promise<void> {
  await session.post("Debugger.enable");
  const maps = new Map<string, SourceMap | null>();
  try {
    for (const { callFrame } of profile.nodes) {
      if (!callFrame.url.includes("/src/") && !callFrame.url.includes("/bench/")) continue;
      if (!maps.has(callFrame.scriptId)) maps.set(callFrame.scriptId, await sourceMapOf(session, callFrame.scriptId));
      const entry = maps.get(callFrame.scriptId)?.findEntry(callFrame.lineNumber, callFrame.columnNumber);
      if (!entry || !("originalLine" in entry)) continue;
      callFrame.lineNumber = entry.originalLine;
      callFrame.columnNumber = entry.originalColumn;
    }
  } finally {
    await session.post("Debugger.disable");
  }
}

async function sourceMapOf(session: Session, scriptId: string): Promise<SourceMap | null> {
  try {
    const { scriptSource } = (await session.post("Debugger.getScriptSource", { scriptId })) as { scriptSource: string };
    const match = INLINE_MAP.exec(scriptSource);
    return match ? new SourceMap(JSON.parse(Buffer.from(match[1]!, "base64").toString("utf8"))) : null;
  } catch {
    return null;
  }
}
