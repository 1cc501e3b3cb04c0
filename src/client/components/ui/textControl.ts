/** The look text inputs and text areas share: box, placeholder, focus ring, disabled and invalid states. */
export const textControlClasses = [
  "w-full min-w-0 rounded-lg border border-input bg-surface px-3 text-sm text-surface-foreground shadow-xs transition-colors",
  "placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40",
  "disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70",
  "aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive/30",
].join(" ");
