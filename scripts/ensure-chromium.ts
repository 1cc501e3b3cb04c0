// Finds the system Chromium the browser tests drive (never a downloaded one); as root with apt-get,
// installs Debian's package when it is missing. Run directly: `node --import tsx scripts/ensure-chromium.ts`.
import { execFileSync, spawnSync } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";
import { pathToFileURL } from "node:url";

export const CHROMIUM_CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

export class ChromiumMissingError extends Error {}

/** The Chromium to use: CHROME_PATH when set, else the first installed candidate, else null. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.CHROME_PATH) {
    if (!isExecutable(env.CHROME_PATH)) throw new ChromiumMissingError(`CHROME_PATH is set to ${env.CHROME_PATH}, which is not an executable file.`);
    return env.CHROME_PATH;
  }
  return CHROMIUM_CANDIDATES.find(isExecutable) ?? null;
}

/** Returns the Chromium path, installing Debian's chromium first when we may; throws with instructions otherwise. */
export function ensureChromium(env: NodeJS.ProcessEnv = process.env): string {
  const found = findChromium(env);
  if (found) return found;
  if (process.getuid?.() === 0 && hasCommand("apt-get")) {
    console.log("Chromium is missing: installing Debian's chromium package (apt-get update && apt-get install -y chromium).");
    const aptEnv = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    for (const args of [["update"], ["install", "-y", "chromium"]]) {
      const result = spawnSync("apt-get", args, { stdio: "inherit", env: aptEnv });
      if (result.status !== 0) throw new ChromiumMissingError(`apt-get ${args.join(" ")} failed (exit code ${result.status ?? result.signal}).`);
    }
    const installed = findChromium(env);
    if (installed) return installed;
    throw new ChromiumMissingError(`apt-get installed chromium but none of ${CHROMIUM_CANDIDATES.join(", ")} exists.`);
  }
  throw new ChromiumMissingError(
    [
      "Chromium is needed for the browser tests and was not found at " + CHROMIUM_CANDIDATES.join(" or ") + ".",
      "Install it, then run the tests again:",
      "  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium",
      "or point CHROME_PATH at an installed Chromium or Chrome binary.",
    ].join("\n"),
  );
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return existsSync(file);
  } catch {
    return false;
  }
}

function hasCommand(command: string): boolean {
  try {
    execFileSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
