import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDirectory } from "../../../scripts/build/precompress";
import { COMPRESS_THRESHOLD_BYTES, registerCompression } from "./compression";
import { META_END, META_START } from "./html";
import { registerWebRoutes } from "./static";

let dir: string;
let app: FastifyInstance;

const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;
const files: Record<string, string> = {
  "assets/index-abc123.js": script,
  "assets/index-abc123.css": `.card{color:red}\n`.repeat(200),
  "theme-init.js": "void 0",
  "favicon.svg": `<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>`,
};
const bigAnswer = { rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `row ${i}` })) };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "web-compress-"));
  mkdirSync(join(dir, "assets"), { recursive: true });
  writeFileSync(join(dir, "index.html"), `<!doctype html><html><head>${META_START}${META_END}</head><body>${"<p>x</p>".repeat(300)}</body></html>`);
  for (const [path, content] of Object.entries(files)) writeFileSync(join(dir, path), content);
  writeFileSync(join(dir, "og-image.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
  await precompressDirectory(dir, (path) => path === "index.html");

  app = Fastify();
  await registerCompression(app);
  app.get("/api/big", async () => bigAnswer);
  app.get("/api/small", async () => ({ ok: true }));
  await registerWebRoutes(app, { distDir: dir, publicUrl: "https://poker.example.com" });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) => app.inject({ url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(res.rawPayload).toString("utf8");
  if (encoding === "gzip") return gunzipSync(res.rawPayload).toString("utf8");
  return res.body;
}

describe("the build's compressed twins", () => {
  it("exist for every text file and not for the template or images", () => {
    for (const path of Object.keys(files)) {
      expect(brotliDecompressSync(readFileSync(join(dir, `${path}.br`))).toString()).toBe(files[path]);
      expect(gunzipSync(readFileSync(join(dir, `${path}.gz`))).toString()).toBe(files[path]);
    }
    expect(() => readFileSync(join(dir, "index.html.br"))).toThrow();
    expect(() => readFileSync(join(dir, "og-image.png.br"))).toThrow();
  });
});

describe("static files by content negotiation", () => {
  for (const [path, content] of Object.entries(files)) {
    const hashed = path.startsWith("assets/");
    const cacheControl = hashed ? "public, max-age=31536000, immutable" : "no-cache";

    it(`/${path}: Brotli, gzip or plain as the browser accepts`, async () => {
      const br = await get(`/${path}`, "gzip, deflate, br");
      expect(br.statusCode).toBe(200);
      expect(br.headers["content-encoding"]).toBe("br");
      expect(Number(br.headers["content-length"])).toBe(readFileSync(join(dir, `${path}.br`)).length);
      expect(decoded(br)).toBe(content);

      const gz = await get(`/${path}`, "gzip");
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(decoded(gz)).toBe(content);

      const plain = await get(`/${path}`);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toBe(content);

      for (const res of [br, gz, plain]) {
        expect(res.headers["vary"]).toBe("accept-encoding");
        expect(res.headers["cache-control"]).toBe(cacheControl);
        expect(res.headers["content-type"]).toMatch(/javascript|css|svg/);
      }
    });
  }

  it("sends images as they are", async () => {
    const res = await get("/og-image.png", "br, gzip");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["content-type"]).toBe("image/png");
  });
});

describe("answers compressed on the fly", () => {
  it("compresses the app's HTML and keeps it revalidated", async () => {
    const br = await get("/room/abc123", "br, gzip");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("no-cache");
    // The page's language comes from the cookie or Accept-Language (issue 35).
    expect(br.headers["vary"]).toBe("accept-encoding, cookie, accept-language");
    expect(decoded(br)).toContain("Room ABC123");

    const plain = await get("/room/abc123");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["vary"]).toBe("accept-encoding, cookie, accept-language");
    expect(plain.body).toContain("Room ABC123");
  });

  it("serves the app's HTML in the visitor's language: the stored choice, else Accept-Language", async () => {
    const german = await app.inject({ url: "/room/abc123", headers: { "accept-language": "de-AT,de;q=0.9,en;q=0.8" } });
    expect(german.headers["content-language"]).toBe("de");
    expect(german.body).toContain('<html lang="de">');
    expect(german.body).toContain("Raum ABC123");
    const chosen = await app.inject({ url: "/room/abc123", headers: { "accept-language": "de", cookie: "planning-poker.language=ja" } });
    expect(chosen.headers["content-language"]).toBe("ja");
    expect(chosen.body).toContain('<html lang="ja">');
  });

  it("compresses API answers above the threshold, not below", async () => {
    const gz = await get("/api/big", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers["vary"]).toBe("accept-encoding");
    expect(JSON.parse(decoded(gz))).toEqual(bigAnswer);
    expect(JSON.stringify(bigAnswer).length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const small = await get("/api/small", "br, gzip");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });

    const plain = await get("/api/big");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json()).toEqual(bigAnswer);
  });
});
