// A Vite build step: every text file of the build gets a Brotli (.br) and a gzip (.gz) twin,
// compressed once at the highest level, which @fastify/static's preCompressed mode serves by
// content negotiation (src/server/web/static.ts). index.html is left out: the server rewrites it
// per route and compresses the answer itself.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing: text, not already-compressed images or fonts. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|webmanifest|txt|xml|map|html)$/;

/** Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir`; returns their count. */
export async function precompressDirectory(dir: string, skip: (relativePath: string) => boolean = () => false): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !skip(relative(dir, file)));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}

/** The Vite plugin: runs once the client bundle is written. */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "planning-poker:precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // The template is served rewritten per route; the manifest is for tooling, never served.
      await precompressDirectory(outDir, (path) => path === "index.html" || path.startsWith(".vite"));
    },
  };
}
