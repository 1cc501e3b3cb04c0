// useT while its area arrives: the first render waits for the messages; once they are there, the
// component mounts with every hook after useT (a settled area read past React's `use` left React
// replaying the component with hooks that were never mounted: "Update hook called on initial render").
import { setupI18n, type I18n } from "@lingui/core";
import { Suspense, useState } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nContext, useT } from "./I18nProvider";

function englishWith(messages: Record<string, string>): I18n {
  const i18n = setupI18n();
  i18n.load("en", messages);
  i18n.activate("en");
  return i18n;
}

function Line() {
  const t = useT("queue");
  const [count] = useState(3);
  return <p>{t("line", { count })}</p>;
}

// React's own scheduler, not act(): the replay of a component whose promise settled while React
// was still at work happens only there.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
const containers: HTMLElement[] = [];
afterEach(() => containers.splice(0).forEach((container) => container.remove()));

async function renderWhileLoading(arrival: (i18n: I18n) => Promise<I18n>): Promise<{ text: () => string; errors: unknown[] }> {
  const container = document.body.appendChild(document.createElement("div"));
  containers.push(container);
  const errors: unknown[] = [];
  // React's development build names the misuse where production fails with error 467.
  const consoleError = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(" ")));
  const i18n = englishWith({ line: "{count} stories" });
  const loading = arrival(i18n);
  const state = { language: "en" as const, setLanguage: () => undefined, area: () => loading };
  const root = createRoot(container, { onUncaughtError: (error) => errors.push(error), onRecoverableError: (error) => errors.push(error) });
  root.render(
    <I18nContext value={state}>
      <Suspense fallback={<p>Loading</p>}>
        <Line />
      </Suspense>
    </I18nContext>,
  );
  await loading;
  await vi.waitFor(() => expect(container.textContent === "Loading" ? "" : container.textContent).not.toBe(""));
  consoleError.mockRestore();
  return { text: () => container.textContent ?? "", errors };
}

describe("useT while its area is on its way", () => {
  it("mounts once the messages arrive at once (a microtask later)", async () => {
    const { text, errors } = await renderWhileLoading((i18n) => Promise.resolve().then(() => i18n));
    expect(errors).toEqual([]);
    expect(text()).toBe("3 stories");
  });

  it("mounts once the messages arrive later", async () => {
    const { text, errors } = await renderWhileLoading((i18n) => new Promise((resolve) => setTimeout(() => resolve(i18n), 20)));
    expect(errors).toEqual([]);
    expect(text()).toBe("3 stories");
  });
});
