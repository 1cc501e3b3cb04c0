import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { META_END, META_START } from "./html";
import { registerSiteRoutes } from "./siteRoutes";
import { registerWebRoutes } from "./static";

let dir: string;
let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "web-"));
  dist = join(dir, "client");
  mkdirSync(join(dist, "assets"), { recursive: true });
  writeFileSync(
    join(dist, "index.html"),
    `<!doctype html><html><head>${META_START}<title>Planning Poker</title>${META_END}</head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(dist, "assets", "index-abc123.js"), "console.log(1)");
  writeFileSync(join(dist, "theme-init.js"), "void 0");
  writeFileSync(join(dir, "secret.txt"), "nope");
  app = Fastify();
  app.post("/api/query", async () => ({ status: "success", value: 1 }));
  registerSiteRoutes(app, { operator: { name: "ACME", email: "ops@acme.test", address: "1 Road" }, github: null });
  await registerWebRoutes(app, { distDir: dist, publicUrl: "https://poker.example.com" });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("registerWebRoutes", () => {
  it("serves hashed assets with a year-long immutable cache", async () => {
    const res = await app.inject("/assets/index-abc123.js");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-type"]).toContain("javascript");
  });

  it("serves other files with revalidation", async () => {
    const res = await app.inject("/theme-init.js");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("serves the app with the route's meta tags", async () => {
    const res = await app.inject("/terms-of-service");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("<title>Terms of Service · Planning Poker</title>");
    expect(res.body).toContain('<div id="root"></div>');
  });

  it("answers unknown paths with 404 and still the app", async () => {
    const res = await app.inject("/no/such/page");
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("<title>Page Not Found · Planning Poker</title>");
    expect(res.body).toContain('<div id="root"></div>');
    const missingAsset = await app.inject("/assets/missing.js");
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.headers["content-type"]).toContain("text/plain");
  });

  it("serves room pages with 200", async () => {
    const res = await app.inject("/room/abc123");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Room ABC123");
  });

  it("never serves files outside the build or the raw template", async () => {
    for (const url of ["/../secret.txt", "/%2e%2e/secret.txt", "/assets/..%2f..%2fsecret.txt"]) {
      const res = await app.inject(url);
      expect(res.body).not.toContain("nope");
    }
    const raw = await app.inject("/index.html");
    expect(raw.statusCode).toBe(404);
    expect(raw.body).toContain("Page Not Found");
  });

  it("leaves /api alone", async () => {
    expect((await app.inject({ method: "POST", url: "/api/query" })).json()).toEqual({ status: "success", value: 1 });
    const missing = await app.inject("/api/nothing");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: "error" });
  });
});

describe("a new build", () => {
  it("is picked up without a restart", async () => {
    const before = await app.inject("/");
    expect(before.body).not.toContain("index-new.js");
    const html = readFileSync(join(dist, "index.html"), "utf8").replace("</head>", '<script src="/assets/index-new.js"></script></head>');
    writeFileSync(join(dist, "index.html"), html);
    utimesSync(join(dist, "index.html"), new Date(), new Date(Date.now() + 5_000));
    expect((await app.inject("/")).body).toContain("index-new.js");
  });
});

describe("registerSiteRoutes", () => {
  it("tells the client the operator and whether GitHub is configured", async () => {
    const res = await app.inject("/api/site");
    expect(res.json()).toEqual({ operator: { name: "ACME", email: "ops@acme.test", address: "1 Road" }, github: false });
  });
});
