import { EnglishI18n } from "../../../client/i18n/testing";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { JiraDescription } from "./JiraDescription";
import { sanitizeJiraHtml } from "./sanitizeJiraHtml";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("sanitizeJiraHtml", () => {
  it("drops scripts, event handlers and javascript: URLs", () => {
    const clean = sanitizeJiraHtml(
      `<p>Steps: open the page</p><script>alert('xss')</script><img src="x" onerror="alert('xss')"><a href="javascript:alert(1)">click</a><svg onload="alert(1)"></svg><iframe src="https://evil.test"></iframe>`,
    );
    expect(clean).toContain("<p>Steps: open the page</p>");
    expect(clean).not.toMatch(/<script|onerror|onload|javascript:|<iframe|<svg/i);
    expect(clean).toContain("click");
  });

  it("removes styles and forms that could imitate the app", () => {
    const clean = sanitizeJiraHtml(`<div style="position:fixed;inset:0">Sign in again</div><style>body{display:none}</style><form action="https://evil.test"><input name="password"><button>Go</button></form>`);
    expect(clean).not.toMatch(/style|<form|<input|<button|action=/i);
    expect(clean).toContain("Sign in again");
  });

  it("opens links safely in a new tab and keeps only web and mail links", () => {
    const clean = sanitizeJiraHtml(`<a href="https://acme.atlassian.net/browse/POKER-1">ticket</a> <a href="/secure/x">relative</a> <a href="mailto:dev@acme.test">mail</a> <a href="data:text/html,hi">data</a>`);
    const doc = new DOMParser().parseFromString(clean, "text/html");
    const [ticket, relative, mail, data] = [...doc.querySelectorAll("a")];
    expect(ticket!.getAttribute("target")).toBe("_blank");
    expect(ticket!.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    expect(relative!.hasAttribute("href")).toBe(false);
    expect(mail!.getAttribute("href")).toBe("mailto:dev@acme.test");
    expect(data!.hasAttribute("href")).toBe(false);
  });

  it("loads images only from the JIRA site itself, resolving JIRA's own paths there", () => {
    const html = [
      `<img src="https://tracker.evil.test/pixel.png?who=you" alt="tracker">`,
      `<img src="https://acme.atlassian.net/secure/attachment/1/a.png" alt="absolute">`,
      `<img src="/rest/api/3/attachment/content/2" alt="relative">`,
      `<img src="//evil.test/x.png" alt="protocol-relative">`,
      `<img src="http://acme.atlassian.net/plain.png" alt="plain http">`,
      `<img src="https://acme.atlassian.net.evil.test/x.png" alt="look-alike">`,
      `<img src="data:image/png;base64,AAAA" alt="inline">`,
    ].join("");
    const sources = (clean: string) => [...new DOMParser().parseFromString(clean, "text/html").querySelectorAll("img")].map((img) => img.getAttribute("src"));
    expect(sources(sanitizeJiraHtml(html, "https://acme.atlassian.net"))).toEqual([
      "https://acme.atlassian.net/secure/attachment/1/a.png",
      "https://acme.atlassian.net/rest/api/3/attachment/content/2",
    ]);
    expect(sources(sanitizeJiraHtml(html, null))).toEqual([]);
  });

  it("gives an image without alt text one from its file name, and keeps JIRA's own", () => {
    const doc = new DOMParser().parseFromString(
      sanitizeJiraHtml(`<img src="https://acme.atlassian.net/secure/attachment/1/login%20screen.png"><img src="https://acme.atlassian.net/a.png" alt="The login form"><img src="/rest/api/3/attachment/content/7">`, "https://acme.atlassian.net"),
      "text/html",
    );
    expect([...doc.querySelectorAll("img")].map((img) => img.getAttribute("alt"))).toEqual(["Image from the ticket: login screen.png", "The login form", "Image from the ticket: 7"]);
  });

  it("keeps JIRA's ordinary formatting", () => {
    const html = `<h3>Goal</h3><ul><li><b>fast</b></li></ul><pre><code>npm test</code></pre><table><tr><td>a</td></tr></table>`;
    expect(sanitizeJiraHtml(html)).toContain("<b>fast</b>");
    expect(sanitizeJiraHtml(html)).toContain("<code>npm test</code>");
    expect(sanitizeJiraHtml(html)).toContain("<td>a</td>");
  });
});

describe("JiraDescription", () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.restoreAllMocks();
  });

  it("renders a hostile description inert", () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    act(() =>
      root.render(<EnglishI18n><JiraDescription site="https://acme.atlassian.net" html={`<p>Screenshot attached <img src="x" onerror="alert('xss')"></p><script>alert('xss')</script><a href="https://x.test" onclick="alert(1)">x</a>`} /></EnglishI18n>),
    );
    const shown = container.querySelector("[data-testid=jira-description]")!;
    expect(shown.textContent).toContain("Screenshot attached");
    expect(shown.querySelector("script")).toBeNull();
    expect([...shown.querySelectorAll("*")].flatMap((el) => el.getAttributeNames()).filter((name) => name.startsWith("on"))).toEqual([]);
    expect(shown.querySelector("img")).not.toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it("says so when there is no description", () => {
    act(() => root.render(<EnglishI18n><JiraDescription site={null} html={null} /></EnglishI18n>));
    expect(container.textContent).toBe("No description.");
    act(() => root.render(<EnglishI18n><JiraDescription site={null} html={"<script>alert(1)</script>"} /></EnglishI18n>));
    expect(container.textContent).toBe("No description.");
  });
});
