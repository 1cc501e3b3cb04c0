import { describe, expect, it } from "vitest";
import { META_END, META_START, renderIndexHtml } from "./html";
import { servedLanguage } from "./pageLanguage";

const PUBLIC_URL = "https://poker.example.com";

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script src="/theme-init.js"></script>
    ${META_START}
    <title>Planning Poker</title>
    <meta name="description" content="default" />
    ${META_END}
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const count = (html: string, needle: string) => html.split(needle).length - 1;

describe("renderIndexHtml", () => {
  it("replaces the default block with the route's tags", () => {
    const html = renderIndexHtml(TEMPLATE, "/terms-of-service", PUBLIC_URL);
    expect(html).toContain("<title>Terms of Service · Planning Poker</title>");
    expect(html).not.toContain('content="default"');
    expect(count(html, "<title>")).toBe(1);
    expect(count(html, 'name="description"')).toBe(1);
    expect(html).toContain('<link rel="canonical" href="https://poker.example.com/terms-of-service" />');
    expect(html).toContain('<meta name="robots" content="index,follow" />');
  });

  it("keeps everything outside the block", () => {
    const html = renderIndexHtml(TEMPLATE, "/", PUBLIC_URL);
    expect(html).toContain('<script src="/theme-init.js"></script>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<div id="root"></div>');
    // The markers stay, so the result is itself a template.
    expect(renderIndexHtml(html, "/signin", PUBLIC_URL)).toContain("<title>Sign In · Planning Poker</title>");
  });

  it("tells crawlers not to index private and unknown pages", () => {
    for (const path of ["/signin", "/signup", "/room/ABC123", "/no/such/page"]) {
      expect(renderIndexHtml(TEMPLATE, path, PUBLIC_URL)).toContain('<meta name="robots" content="noindex,nofollow" />');
    }
  });

  it("cannot be made to inject markup through the path", () => {
    const html = renderIndexHtml(TEMPLATE, "/room/</title><script>alert(1)</script>", PUBLIC_URL);
    expect(count(html, "<script")).toBe(2);
    expect(count(html, "</title>")).toBe(1);
  });

  it("handles a template without markers", () => {
    const bare = "<html><head><title>Old</title></head><body></body></html>";
    const html = renderIndexHtml(bare, "/legal-notice", PUBLIC_URL);
    expect(html).not.toContain("<title>Old</title>");
    expect(html).toContain("<title>Legal Notice · Planning Poker</title>");
    expect(html.indexOf("canonical")).toBeLessThan(html.indexOf("</head>"));
  });
});

describe("the served HTML in the visitor's language (issue 35)", () => {
  it("writes <html lang>, the title, the description and the social tags in the language", () => {
    const html = renderIndexHtml(TEMPLATE, "/room/abc123", PUBLIC_URL, "de");
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("<title>Raum ABC123 · Planning Poker</title>");
    expect(html).toContain('<meta property="og:title" content="Raum ABC123 · Planning Poker" />');
    expect(html).toContain('<meta name="twitter:title" content="Raum ABC123 · Planning Poker" />');
    expect(html).not.toContain("Room ABC123");
    const home = renderIndexHtml(TEMPLATE, "/", PUBLIC_URL, "ja");
    expect(home).toContain('<html lang="ja">');
    expect(home).toMatch(/<meta name="description" content="[^"]*[\u3040-\u30ff][^"]*" \/>/);
  });

  it("keeps English as it was", () => {
    const html = renderIndexHtml(TEMPLATE, "/terms-of-service", PUBLIC_URL, "en");
    expect(html).toContain('<html lang="en">');
    expect(html).toBe(renderIndexHtml(TEMPLATE, "/terms-of-service", PUBLIC_URL));
  });

  it("adds lang to a template without one, and escapes what the language's words hold", () => {
    const html = renderIndexHtml(TEMPLATE.replace('<html lang="en">', "<html>"), "/room/x'y", PUBLIC_URL, "fr");
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain("<title>Salle X&#39;Y · Planning Poker</title>");
  });
});

describe("servedLanguage", () => {
  it("takes the stored choice first, then the browser's languages in their order, then English", () => {
    expect(servedLanguage({ cookie: "theme=dark; planning-poker.language=pl", "accept-language": "de" })).toBe("pl");
    expect(servedLanguage({ "accept-language": "xx, de-AT;q=0.8, fr;q=0.9" })).toBe("fr");
    expect(servedLanguage({ "accept-language": "pt-PT,en;q=0.5" })).toBe("pt-BR");
    expect(servedLanguage({ "accept-language": "de;q=0, en-GB" })).toBe("en");
    expect(servedLanguage({ cookie: "planning-poker.language=en-XA", "accept-language": "ja" })).toBe("ja");
    expect(servedLanguage({})).toBe("en");
  });
});
