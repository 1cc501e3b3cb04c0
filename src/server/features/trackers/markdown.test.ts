import { describe, expect, it } from "vitest";
import { markdownToHtml } from "./markdown";

describe("markdownToHtml", () => {
  it("renders GitHub's usual Markdown", () => {
    expect(markdownToHtml("Body of **Sign-in**.\n\n- one\n- two\n\n`code` and [docs](https://example.com/d)")).toBe(
      '<p>Body of <strong>Sign-in</strong>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<p><code>code</code> and <a href="https://example.com/d">docs</a></p>',
    );
  });

  it("keeps raw HTML as text, drops script links and images", () => {
    const html = markdownToHtml('<script>alert(1)</script> <img src=x onerror="alert(2)">\n\n[click](javascript:alert(3)) ![pixel](https://tracker.example/p.gif)');
    expect(html).not.toMatch(/<script|<img|href="javascript/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("[click](javascript:alert(3))");
  });
});
