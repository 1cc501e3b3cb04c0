// A tracker's Markdown description (GitHub's issue bodies) as HTML for the room, made here once at
// import: markdown-it with raw HTML off (a <script> or an <img onerror> in an issue stays text),
// links limited to http(s) and mailto, no images (a picture in an issue would tell its host who reads
// it). The room sanitises the HTML again where it shows it.
import MarkdownIt from "markdown-it";

type Renderer = ReturnType<typeof MarkdownIt>;

const SAFE_LINK = /^(?:https?:|mailto:)/i;

function createRenderer(): Renderer {
  const md = MarkdownIt({ html: false, linkify: true, typographer: false });
  md.validateLink = (url) => SAFE_LINK.test(url.trim());
  md.disable(["image"]);
  return md;
}

/** Kept per app process: the renderer holds no request's data (pure memo). */
// eslint-disable-next-line no-restricted-syntax -- a pure memo: the renderer is configured once and keeps no state between calls
let renderer: Renderer | null = null;

export function markdownToHtml(markdown: string): string {
  renderer ??= createRenderer();
  return renderer.render(markdown).trim();
}
