// Compression of answers made on the fly (the app's HTML, API answers) above a small size.
// Built assets arrive already compressed (static.ts serves their .br/.gz twins), which this
// plugin leaves alone because they carry a Content-Encoding.
import { constants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** Below this many bytes the headers cost more than compression saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export async function registerCompression(fastify: FastifyInstance): Promise<void> {
  await fastify.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ["br", "gzip"],
    // Answers are compressed per request: a fast Brotli level, not the build's maximum.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
