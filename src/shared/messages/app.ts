// The catalogue's app area (MESSAGES.app in src/shared/messages.ts): its own module, so a page
// loads only the areas it shows.
export const APP_MESSAGES = {
  /** The installed app's update prompt (a new build was deployed). */
  updateAvailable: "A new version of Planning Poker is available.",
  updateReload: "Reload",
} as const;
