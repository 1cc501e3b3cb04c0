// Per-route page metadata: the one table both the server (tags in the served HTML, for crawlers
// that run no JavaScript) and the client (tags updated on navigation) read.
import { normalizePath } from "./normalizePath";

export { normalizePath };

export const SITE_NAME = "Planning Poker";

export const OG_IMAGE_PATH = "/og-image.png";
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

export type RouteKind = "home" | "signin" | "signup" | "account" | "room" | "legal" | "terms" | "notFound";

/** The pages of account recovery and email ownership (issue 12), reached from mail or the sign-in page. */
const ACCOUNT_PAGES: Readonly<Record<string, { title: string; description: string }>> = Object.freeze({
  "/forgot-password": { title: "Forgot Password", description: "Ask for a link to choose a new Planning Poker password." },
  "/reset-password": { title: "Choose a New Password", description: "Choose a new password for your Planning Poker account." },
  "/verify-email": { title: "Verify Your Email", description: "Confirm the email address of your Planning Poker account." },
});

export interface PageMeta {
  kind: RouteKind;
  title: string;
  description: string;
  keywords: readonly string[];
  robots: "index,follow" | "noindex,nofollow";
  /** The normalised path the canonical link points at. */
  path: string;
}

/** One tag in <head>: a <meta> keyed by name or property, or the canonical <link>. */
export type HeadTag =
  | { tag: "meta"; key: "name" | "property"; name: string; content: string }
  | { tag: "link"; rel: "canonical"; href: string };

const INDEX = "index,follow" as const;
const NOINDEX = "noindex,nofollow" as const;

const BASE_KEYWORDS = Object.freeze(["planning poker", "scrum poker", "agile estimation", "story points"]);

/** The router shows the room page for any single segment under /room/ (it then says not found). */
const ROOM_PATH = /^\/room\/([^/]{1,64})$/;

/** Which screen a path shows, as the client router decides it. */
export function routeKindOf(rawPath: string): RouteKind {
  const path = normalizePath(rawPath);
  switch (path) {
    case "/":
      return "home";
    case "/signin":
      return "signin";
    case "/signup":
      return "signup";
    case "/legal-notice":
      return "legal";
    case "/terms-of-service":
      return "terms";
  }
  if (Object.hasOwn(ACCOUNT_PAGES, path)) return "account";
  return ROOM_PATH.test(path) ? "room" : "notFound";
}

/** Title, description, keywords and robots for the page at this path. */
export function pageMetaFor(rawPath: string): PageMeta {
  const path = normalizePath(rawPath);
  const kind = routeKindOf(path);
  switch (kind) {
    case "home":
      return {
        kind,
        path,
        title: "Planning Poker – Real-time Story Point Estimation for Agile Teams",
        description:
          "Estimate user stories together in real time. Create a room, invite your whole team and vote with Fibonacci cards. Free to sign up, ready in under 30 seconds.",
        keywords: [...BASE_KEYWORDS, "sprint planning", "fibonacci estimation", "real-time voting", "scrum tool"],
        robots: INDEX,
      };
    case "signin":
      return {
        kind,
        path,
        title: `Sign In · ${SITE_NAME}`,
        description: "Sign in to Planning Poker with your email and password or your GitHub account to join your team's estimation rooms.",
        keywords: [...BASE_KEYWORDS, "sign in"],
        robots: NOINDEX,
      };
    case "signup":
      return {
        kind,
        path,
        title: `Create Your Free Account · ${SITE_NAME}`,
        description: "Create a free Planning Poker account in under 30 seconds and start estimating stories with your team.",
        keywords: [...BASE_KEYWORDS, "sign up", "free account"],
        robots: NOINDEX,
      };
    case "account": {
      const page = ACCOUNT_PAGES[path]!;
      return { kind, path, title: `${page.title} · ${SITE_NAME}`, description: page.description, keywords: BASE_KEYWORDS, robots: NOINDEX };
    }
    case "room": {
      const code = decodeSafely(ROOM_PATH.exec(path)?.[1] ?? "").toUpperCase();
      return {
        kind,
        path: `/room/${code}`,
        title: `Room ${code} · ${SITE_NAME}`,
        description: `Join planning poker room ${code} and estimate stories with your team in real time.`,
        keywords: [...BASE_KEYWORDS, "estimation room"],
        robots: NOINDEX,
      };
    }
    case "legal":
      return {
        kind,
        path,
        title: `Legal Notice · ${SITE_NAME}`,
        description: "Legal notice for Planning Poker: who operates this service and how to get in touch.",
        keywords: ["legal notice", "imprint", "contact", SITE_NAME.toLowerCase()],
        robots: INDEX,
      };
    case "terms":
      return {
        kind,
        path,
        title: `Terms of Service · ${SITE_NAME}`,
        description: "The terms that apply when you use Planning Poker: accounts, rooms, acceptable use, third-party integrations and liability.",
        keywords: ["terms of service", "terms of use", SITE_NAME.toLowerCase()],
        robots: INDEX,
      };
    case "notFound":
      return {
        kind,
        path,
        title: `Page Not Found · ${SITE_NAME}`,
        description: "The page you are looking for does not exist or has moved.",
        keywords: [...BASE_KEYWORDS],
        robots: NOINDEX,
      };
  }
}

/**
 * Each page's title and description in the meta catalogue (src/shared/locales/<lang>/meta.json;
 * the English ones are the words above), for the browser (PageMeta) and the served HTML alike.
 */
const META_IDS: Readonly<Record<string, { title: string; description: string }>> = Object.freeze({
  home: { title: "home.title", description: "home.description" },
  signin: { title: "signIn.title", description: "signIn.description" },
  signup: { title: "signUp.title", description: "signUp.description" },
  "/forgot-password": { title: "forgotPassword.title", description: "forgotPassword.description" },
  "/reset-password": { title: "resetPassword.title", description: "resetPassword.description" },
  "/verify-email": { title: "verifyEmail.title", description: "verifyEmail.description" },
  room: { title: "room.title", description: "room.description" },
  legal: { title: "legal.title", description: "legal.description" },
  terms: { title: "terms.title", description: "terms.description" },
  notFound: { title: "notFound.title", description: "notFound.description" },
});

export function metaCatalogueIds(meta: PageMeta): { title: string; description: string } | null {
  return META_IDS[meta.kind === "account" ? meta.path : meta.kind] ?? null;
}

/** The page's meta with its title and description said by `say` (a catalogue's, by id, with the room's code). */
export function translatedMeta(meta: PageMeta, say: (id: string, values: Record<string, string>) => string): PageMeta {
  const ids = metaCatalogueIds(meta);
  if (!ids) return meta;
  const code = meta.kind === "room" ? meta.path.slice("/room/".length) : "";
  return { ...meta, title: say(ids.title, { code }), description: say(ids.description, { code }) };
}

/** `https://poker.example.com` + `/signin`, with the path percent-encoded where needed. */
export function canonicalUrl(publicUrl: string, path: string): string {
  const base = publicUrl.replace(/\/+$/, "");
  return base + encodeURI(decodeSafely(path));
}

function decodeSafely(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** Every head tag for a page: description, keywords, robots, Open Graph, Twitter card, canonical. */
export function headTagsFor(meta: PageMeta, publicUrl: string): HeadTag[] {
  const url = canonicalUrl(publicUrl, meta.path);
  const image = canonicalUrl(publicUrl, OG_IMAGE_PATH);
  const name = (n: string, content: string): HeadTag => ({ tag: "meta", key: "name", name: n, content });
  const property = (p: string, content: string): HeadTag => ({ tag: "meta", key: "property", name: p, content });
  return [
    name("description", meta.description),
    name("keywords", meta.keywords.join(", ")),
    name("robots", meta.robots),
    property("og:type", "website"),
    property("og:site_name", SITE_NAME),
    property("og:title", meta.title),
    property("og:description", meta.description),
    property("og:url", url),
    property("og:image", image),
    property("og:image:width", String(OG_IMAGE_WIDTH)),
    property("og:image:height", String(OG_IMAGE_HEIGHT)),
    property("og:image:alt", "Planning Poker: estimate stories together with Fibonacci cards"),
    name("twitter:card", "summary_large_image"),
    name("twitter:title", meta.title),
    name("twitter:description", meta.description),
    name("twitter:image", image),
    { tag: "link", rel: "canonical", href: url },
  ];
}

const HTML_ESCAPES: Readonly<Record<string, string>> = Object.freeze({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" });

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** The tags as HTML, one per line, each marked so the client can find and update it. */
export function renderHeadTags(meta: PageMeta, publicUrl: string): string {
  const lines = [`<title>${escapeHtml(meta.title)}</title>`];
  for (const t of headTagsFor(meta, publicUrl)) {
    lines.push(
      t.tag === "meta"
        ? `<meta ${t.key}="${escapeHtml(t.name)}" content="${escapeHtml(t.content)}" />`
        : `<link rel="canonical" href="${escapeHtml(t.href)}" />`,
    );
  }
  return lines.join("\n    ");
}
