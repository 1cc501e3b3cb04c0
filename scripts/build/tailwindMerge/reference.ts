// The full tailwind-merge configuration with our theme's names: what cn() must agree with.
import { createTailwindMerge, getDefaultConfig, mergeConfigs } from "tailwind-merge";

/** Our own theme names (src/client/styles.css @theme): shadow-card and shadow-xs, rounded-card and rounded-lg override each other. */
export const THEME_EXTENSION = { shadow: ["card", "raised"], radius: ["card"] } as const;

export function referenceConfig() {
  return mergeConfigs(getDefaultConfig(), { extend: { theme: { shadow: [...THEME_EXTENSION.shadow], radius: [...THEME_EXTENSION.radius] } } });
}

/** tailwind-merge with every class group it knows (about 28 KB: too heavy for the first download). */
export const referenceMerge = createTailwindMerge(referenceConfig);
