// Where sign-in and sign-up send the user afterwards: `?redirect=/room/ABC123`, so a visitor who
// followed a room link lands back in the room. Only paths on this site are accepted.

export const REDIRECT_PARAM = "redirect";

/** The redirect target when it is a plain path on this site, else "/". */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || value.length > 512) return "/";
  // "//evil.example" and "/\evil.example" are other sites to a browser.
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  // Control characters and spaces have no place in a path we produce.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || /\s/.test(char))) return "/";
  return value;
}

/** The query string that carries `path` along to the other auth page ("" for home). */
export function redirectQuery(path: string): string {
  return path === "/" ? "" : `?${REDIRECT_PARAM}=${encodeURIComponent(path)}`;
}
