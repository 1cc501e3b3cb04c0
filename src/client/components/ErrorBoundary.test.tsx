import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppErrorBoundary, presetFor, RouteErrorBoundary } from "./ErrorBoundary";
import { ErrorPage } from "./ErrorPage";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement("div");
  document.body.appendChild(container);
  root = createRoot(container);
  // React reports caught render errors on the console; the test expects them.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error("kaboom");
}

const buttons = () => Array.from(container.querySelectorAll("button, a")).map((el) => el.textContent?.trim());

/** The error screen is its own chunk: let React load it. */
async function settle() {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

describe("AppErrorBoundary", () => {
  it("shows 'Unexpected Application Error!' with the detail and the three ways out", async () => {
    act(() =>
      root.render(
        <AppErrorBoundary>
          <Broken />
        </AppErrorBoundary>,
      ),
    );
    expect(container.querySelector("h1")?.textContent).toBe("Unexpected Application Error!");
    await settle();
    expect(container.querySelector("h1")?.textContent).toBe("Unexpected Application Error!");
    expect(container.textContent).toContain("kaboom");
    expect(buttons()).toEqual(["Try Again", "Go Back", "Home"]);
  });

  it("still says what happened, with a way to reload, when the error screen's own chunk cannot load (offline)", async () => {
    vi.resetModules();
    vi.doMock("./ErrorPage", () => {
      throw new TypeError("Failed to fetch dynamically imported module: /assets/ErrorPage.js");
    });
    try {
      const fresh = await import("./ErrorBoundary");
      act(() =>
        root.render(
          <fresh.AppErrorBoundary>
            <Failing message="Failed to fetch dynamically imported module: /assets/Room.js" />
          </fresh.AppErrorBoundary>,
        ),
      );
      await settle();
      expect(container.querySelector("h1")?.textContent).toBe("Unexpected Application Error!");
      expect(container.textContent).toContain("Part of the app could not be loaded. Check your connection and try again.");
      expect(buttons()).toEqual(["Try Again"]);
    } finally {
      vi.doUnmock("./ErrorPage");
    }
  });
});

function Failing({ message }: { message: string }): never {
  throw new TypeError(message);
}

describe("route errors", () => {
  it("a page that throws shows the error screen in place of the page", async () => {
    act(() =>
      root.render(
        <RouteErrorBoundary resetKey="/">
          <Broken />
        </RouteErrorBoundary>,
      ),
    );
    await settle();
    expect(container.querySelector("h1")?.textContent).toBe("Unexpected Application Error!");
    expect(container.textContent).toContain("kaboom");
  });

  it("going to another address shows that page again", () => {
    act(() =>
      root.render(
        <RouteErrorBoundary resetKey="/room/ABC">
          <Broken />
        </RouteErrorBoundary>,
      ),
    );
    act(() =>
      root.render(
        <RouteErrorBoundary resetKey="/room/ABC">
          <p>still broken</p>
        </RouteErrorBoundary>,
      ),
    );
    expect(container.querySelector("h1")?.textContent).toBe("Unexpected Application Error!");
    act(() =>
      root.render(
        <RouteErrorBoundary resetKey="/">
          <p>the start page</p>
        </RouteErrorBoundary>,
      ),
    );
    expect(container.textContent).toBe("the start page");
  });
});

describe("ErrorPage presets", () => {
  it.each([
    ["notFound", "404", "Page Not Found"],
    ["server", "500", "Server Error"],
    ["network", "Offline", "Connection Error"],
    ["unauthorized", "403", "Access Denied"],
    ["generic", "Error", "Something went wrong"],
  ] as const)("%s reads %s %s", (preset, code, title) => {
    act(() => root.render(<ErrorPage preset={preset} />));
    expect(container.querySelector("h1")?.textContent).toBe(title);
    expect(container.textContent).toContain(code);
    expect(buttons()).toEqual(["Try Again", "Go Back", "Home"]);
  });
});

describe("presetFor", () => {
  it("tells connection problems from the rest", () => {
    expect(presetFor(new TypeError("Failed to fetch dynamically imported module: /assets/Room.js"))).toBe("network");
    expect(presetFor(new Error("x is undefined"))).toBe("generic");
  });
});
