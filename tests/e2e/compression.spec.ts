// Every file of the real build is served Brotli, gzip or plain by content negotiation, with the
// caching and Vary headers that let browsers and shared caches keep the right copy.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { expect, test } from "@playwright/test";
import { COMPRESSIBLE } from "../../scripts/build/precompress";

const dist = "dist/client";
const builtFiles = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
  .map((entry) => relative(dist, join(entry.parentPath, entry.name)).split(sep).join("/"))
  .filter((path) => path !== "index.html" && !path.startsWith(".vite/"));

test("the build has scripts and stylesheets to check", () => {
  expect(builtFiles.filter((path) => path.endsWith(".js")).length).toBeGreaterThan(3);
  expect(builtFiles.some((path) => path.endsWith(".css"))).toBe(true);
});

test("every built text file is served Brotli, gzip or plain as the browser asks", async ({ request }) => {
  for (const path of builtFiles.filter((file) => COMPRESSIBLE.test(file))) {
    const original = readFileSync(join(dist, path));
    const cacheControl = path.startsWith("assets/") ? "public, max-age=31536000, immutable" : "no-cache";
    for (const [accept, encoding] of [
      ["br, gzip, deflate", "br"],
      ["gzip, deflate", "gzip"],
      ["identity", undefined],
    ] as const) {
      const res = await request.get(`/${path}`, { headers: { "accept-encoding": accept } });
      expect(res.status(), path).toBe(200);
      const headers = res.headers();
      expect(headers["content-encoding"], `${path} for ${accept}`).toBe(encoding);
      expect(headers["vary"], path).toBe("accept-encoding");
      expect(headers["cache-control"], path).toBe(cacheControl);
      // Playwright decodes the body: what arrives is the file itself.
      expect((await res.body()).equals(original), path).toBe(true);
    }
  }
});

test("the app's HTML is compressed per answer and always revalidated", async ({ request }) => {
  for (const [accept, encoding] of [
    ["br, gzip", "br"],
    ["gzip", "gzip"],
    ["identity", undefined],
  ] as const) {
    const res = await request.get("/signin", { headers: { "accept-encoding": accept } });
    expect(res.headers()["content-encoding"]).toBe(encoding);
    expect(res.headers()["cache-control"]).toBe("no-cache");
    // The page is in the visitor's language: the cookie they chose it with, else Accept-Language.
    expect(res.headers()["vary"]).toBe("accept-encoding, cookie, accept-language");
    expect(await res.text()).toContain('<div id="root"></div>');
  }
});
