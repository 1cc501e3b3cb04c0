// An async deadline in the viewer's own time zone (issue 33): the server keeps ms since the epoch,
// each browser shows them with its own zone's name, so a team across zones agrees on the moment.

export function formatDeadline(at: number, locale?: string, timeZone?: string): string {
  // dateStyle and timeZoneName do not combine: the fields are spelled out.
  return new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit", timeZoneName: "short", timeZone }).format(at);
}

/** A `datetime-local` input's value for a time, in the browser's zone. */
export function toLocalInput(at: number): string {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` input's value as ms since the epoch, read in the browser's zone; NaN when empty. */
export function fromLocalInput(value: string): number {
  return value ? new Date(value).getTime() : Number.NaN;
}

/** Two days ahead, on the hour: a default that spans every time zone's working day. */
export function defaultDeadline(now: number): number {
  const d = new Date(now + 48 * 3_600_000);
  d.setMinutes(0, 0, 0);
  return d.getTime();
}
