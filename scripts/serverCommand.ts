// How the server is started in production: `npm run serve`'s node flags, which the image's CMD,
// its check and `npm start` repeat (scripts/lint-deploy.ts) and the benchmarks start it with.
import { readFileSync } from "node:fs";

/** The node flags before `--import tsx src/server/main.ts` in a command line; null when there is no such command. */
export function serverNodeFlags(command: string): string | null {
  return /node((?:\s+--[\w-]+(?:=\S+)?)*)\s+--import\s+tsx\s+src\/server\/main\.ts/.exec(command)?.[1]?.trim() ?? null;
}

export function packageScripts(): Record<string, string> {
  return (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
}

/** The serve script's node flags, one per item. */
export function serveNodeFlags(): string[] {
  return (serverNodeFlags(packageScripts().serve ?? "") ?? "").split(/\s+/).filter(Boolean);
}
