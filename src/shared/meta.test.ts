import { describe, expect, it } from "vitest";
import { canonicalUrl, headTagsFor, normalizePath, pageMetaFor, renderHeadTags, routeKindOf } from "./meta";

const PUBLIC_URL = "https://poker.example.com";

describe("routeKindOf", () => {
  it.each([
    ["/", "home"],
    ["/signin", "signin"],
    ["/signup/", "signup"],
    ["/legal-notice", "legal"],
    ["/terms-of-service?ref=footer", "terms"],
    ["/room/ABC123", "room"],
    ["/room/abc", "room"],
    ["/room/", "notFound"],
    ["/room/ABC/extra", "notFound"],
    ["/does-not-exist", "notFound"],
    ["/signin/extra", "notFound"],
    ["/forgot-password", "account"],
    ["/reset-password/", "account"],
    ["/verify-email", "account"],
    ["/constructor", "notFound"],
  ] as const)("%s is %s", (path, kind) => {
    expect(routeKindOf(path)).toBe(kind);
  });
});

describe("normalizePath", () => {
  it("drops query, fragment, doubled and trailing slashes", () => {
    expect(normalizePath("/signin/?next=/x#top")).toBe("/signin");
    expect(normalizePath("//legal-notice//")).toBe("/legal-notice");
    expect(normalizePath("")).toBe("/");
    expect(normalizePath("/")).toBe("/");
  });
});

describe("pageMetaFor", () => {
  it("lets crawlers index only the public pages", () => {
    for (const path of ["/", "/legal-notice", "/terms-of-service"]) {
      expect(pageMetaFor(path).robots).toBe("index,follow");
    }
    for (const path of ["/signin", "/signup", "/room/ABC123", "/nope", "/room/x/y"]) {
      expect(pageMetaFor(path).robots).toBe("noindex,nofollow");
    }
  });

  it("gives every page its own title and a description", () => {
    const paths = ["/", "/signin", "/signup", "/forgot-password", "/reset-password", "/verify-email", "/room/ABC123", "/legal-notice", "/terms-of-service", "/missing"];
    const titles = paths.map((p) => pageMetaFor(p).title);
    expect(new Set(titles).size).toBe(paths.length);
    for (const p of paths) {
      const meta = pageMetaFor(p);
      expect(meta.title).toContain("Planning Poker");
      expect(meta.description.length).toBeGreaterThan(40);
      expect(meta.keywords.length).toBeGreaterThan(0);
    }
  });

  it("names the room by its upper-case code", () => {
    const meta = pageMetaFor("/room/abc123");
    expect(meta.title).toBe("Room ABC123 · Planning Poker");
    expect(meta.path).toBe("/room/ABC123");
  });

  it("calls unknown paths not found", () => {
    expect(pageMetaFor("/nope").title).toBe("Page Not Found · Planning Poker");
  });
});

describe("canonicalUrl", () => {
  it("joins the public URL and the path", () => {
    expect(canonicalUrl(PUBLIC_URL, "/signin")).toBe("https://poker.example.com/signin");
    expect(canonicalUrl(`${PUBLIC_URL}/`, "/")).toBe("https://poker.example.com/");
  });

  it("percent-encodes what a URL cannot hold", () => {
    expect(canonicalUrl(PUBLIC_URL, '/a b"<x>')).toBe("https://poker.example.com/a%20b%22%3Cx%3E");
    expect(canonicalUrl(PUBLIC_URL, "/%3Cscript%3E")).toBe("https://poker.example.com/%3Cscript%3E");
  });

  it("keeps a malformed escape from throwing", () => {
    expect(canonicalUrl(PUBLIC_URL, "/%E0%A4%A")).toBe("https://poker.example.com/%25E0%25A4%25A");
  });
});

describe("headTagsFor", () => {
  const tags = headTagsFor(pageMetaFor("/legal-notice"), PUBLIC_URL);
  const meta = (name: string) => tags.find((t) => t.tag === "meta" && t.name === name);

  it("has description, keywords, robots, Open Graph, Twitter card and canonical", () => {
    for (const name of ["description", "keywords", "robots", "og:title", "og:description", "og:url", "og:image", "og:type", "twitter:card", "twitter:title", "twitter:description", "twitter:image"]) {
      expect(meta(name), name).toBeDefined();
    }
    expect(tags).toContainEqual({ tag: "link", rel: "canonical", href: "https://poker.example.com/legal-notice" });
  });

  it("uses property= for Open Graph and name= for the rest", () => {
    expect(meta("og:title")).toMatchObject({ key: "property" });
    expect(meta("twitter:card")).toMatchObject({ key: "name", content: "summary_large_image" });
    expect(meta("og:image")).toMatchObject({ content: "https://poker.example.com/og-image.png" });
  });
});

describe("renderHeadTags", () => {
  it("escapes everything that came from the URL", () => {
    const html = renderHeadTags(pageMetaFor('/room/"><script>alert(1)<'), PUBLIC_URL);
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;SCRIPT&gt;");
    expect(html).toMatch(/^<title>Room &quot;&gt;&lt;SCRIPT&gt;ALERT\(1\)&lt; · Planning Poker<\/title>/);
  });

  it("writes one title, a canonical link and the meta tags", () => {
    const html = renderHeadTags(pageMetaFor("/"), PUBLIC_URL);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<link rel="canonical" href="https://poker.example.com/" />');
    expect(html).toContain('<meta name="robots" content="index,follow" />');
    expect(html).toContain('<meta property="og:url" content="https://poker.example.com/" />');
  });
});
