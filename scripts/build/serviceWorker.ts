// A Vite build step: writes dist/client/sw.js from serviceWorker.template.js, with this build's
// version and the app shell to precache (the entry script and everything it imports statically,
// the stylesheets, icons, the manifest). Lazy chunks are cached when first fetched.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

const TEMPLATE = new URL("./serviceWorker.template.js", import.meta.url);
/** Files from public/ that belong to the shell. */
const PUBLIC_SHELL = ["/favicon.svg", "/theme-init.js", "/manifest.webmanifest", "/icons/icon-192.png", "/icons/icon-512.png"];

export function serviceWorker(): Plugin {
  return {
    name: "planning-poker:service-worker",
    apply: "build",
    generateBundle(_options, bundle) {
      const shell = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (!chunk || shell.has(`/${fileName}`)) return;
        shell.add(`/${fileName}`);
        if (chunk.type === "chunk") {
          chunk.imports.forEach(visit);
          chunk.viteMetadata?.importedCss.forEach((css) => shell.add(`/${css}`));
        }
      };
      for (const [fileName, chunk] of Object.entries(bundle)) if (chunk.type === "chunk" && chunk.isEntry) visit(fileName);
      const precache = ["/", ...[...shell].sort(), ...PUBLIC_SHELL];
      const version = createHash("sha256").update(Object.keys(bundle).sort().join("\n")).digest("hex").slice(0, 12);
      const source = readFileSync(TEMPLATE, "utf8")
        .replace("__BUILD_VERSION__", version)
        .replace('"__PRECACHE__"', JSON.stringify(JSON.stringify(precache)));
      this.emitFile({ type: "asset", fileName: "sw.js", source });
    },
  };
}
