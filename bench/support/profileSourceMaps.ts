// tsx hands V8 our TypeScript as one whitespace-minified line per file, so a CPU profile's frames all
// read "file.ts:1". Before the profile is written, each frame of a script with an inline source map
// gets its TypeScript line and column back, so any profile viewer points at the code. Reading a
// script's source turns the debugger on, which slows everything while it is on: each script is
// read once per process (`known`), so profiles after the first find their maps there.
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

export async function mapProfileToSources(session: Session, profile: Profile, known: Map<string, SourceMap | null>): Promise<void> {
  const ours = profile.nodes.map((node) => node.callFrame).filter((frame) => frame.url.includes("/src/") || frame.url.includes("/bench/"));
  const unknown = [...new Set(ours.map((frame) => frame.scriptId))].filter((id) => !known.has(id));
  if (unknown.length > 0) {
    await session.post("Debugger.enable");
    try {
      for (const scriptId of unknown) known.set(scriptId, await sourceMapOf(session, scriptId));
    } finally {
      await session.post("Debugger.disable");
    }
  }
  for (const callFrame of ours) {
    const entry = known.get(callFrame.scriptId)?.findEntry(callFrame.lineNumber, callFrame.columnNumber);
    if (!entry || !("originalLine" in entry)) continue;
    callFrame.lineNumber = entry.originalLine;
    callFrame.columnNumber = entry.originalColumn;
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
