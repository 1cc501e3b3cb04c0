import { describe, expect, it } from "vitest";
import { buttonClasses } from "./Button";
import { cn } from "./cn";

describe("cn", () => {
  it("lets a later Tailwind class override an earlier one of the same kind", () => {
    expect(cn("text-surface-foreground text-sm", "text-destructive-text")).toBe("text-sm text-destructive-text");
    expect(cn("shadow-card", "shadow-raised")).toBe("shadow-raised");
    expect(cn("rounded-lg", false, "rounded-card")).toBe("rounded-card");
  });

  it("keeps a caller's colour over a button variant's, and a link button has no padding", () => {
    const outline = buttonClasses({ variant: "outline", size: "sm", className: "text-destructive-text" }).split(" ");
    expect(outline).toContain("text-destructive-text");
    expect(outline).not.toContain("text-surface-foreground");
    const link = buttonClasses({ variant: "link", size: "sm" }).split(" ");
    expect(link).toContain("px-0");
    expect(link).not.toContain("px-3");
  });
});
