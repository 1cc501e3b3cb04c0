// TRACKER_HOSTS: the self-hosted tracker sites the operator lets this server reach, as host or
// host:port patterns ("jira.corp.example", "gitlab.corp.example:8443", "*.corp.example").

export interface HostPattern {
  /** Lower case; "*.example.org" matches any subdomain of example.org (not example.org itself). */
  readonly host: string;
  /** null: any port. */
  readonly port: number | null;
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

function parseEntry(entry: string): HostPattern {
  const bracketed = /^\[([0-9a-f:.]+)\](?::(\d{1,5}))?$/i.exec(entry);
  const plain = /^([^:]+)(?::(\d{1,5}))?$/.exec(entry);
  const match = bracketed ?? plain;
  if (!match) throw new Error(`TRACKER_HOSTS entry "${entry}" is not a host or host:port (write IPv6 addresses in brackets: [fd00::5]:8443)`);
  const host = match[1]!.toLowerCase();
  const port = match[2] === undefined ? null : Number(match[2]);
  if (port !== null && (port < 1 || port > 65535)) throw new Error(`TRACKER_HOSTS entry "${entry}" has a port outside 1-65535`);
  if (!bracketed) {
    const labels = (host.startsWith("*.") ? host.slice(2) : host).split(".");
    if (!labels.every((label) => LABEL.test(label))) throw new Error(`TRACKER_HOSTS entry "${entry}" is not a host name (letters, digits, hyphens and dots; a leading "*." for subdomains)`);
  }
  return Object.freeze({ host, port });
}

/** Parses the comma- or space-separated list; a bad entry stops start-up with a clear sentence. */
export function parseTrackerHosts(value: string | undefined): readonly HostPattern[] {
  if (!value?.trim()) return Object.freeze([]);
  return Object.freeze(value.split(/[\s,]+/).filter(Boolean).map(parseEntry));
}

/** How a host:port is listed: "exact" (named as it is, no wildcard), "pattern" (a wildcard), or null. */
export function listing(patterns: readonly HostPattern[], host: string, port: number): "exact" | "pattern" | null {
  const name = host.toLowerCase().replace(/^\[|\]$/g, "");
  let found: "exact" | "pattern" | null = null;
  for (const pattern of patterns) {
    if (pattern.port !== null && pattern.port !== port) continue;
    if (pattern.host === name) return "exact";
    if (pattern.host.startsWith("*.") && name.endsWith(pattern.host.slice(1))) found = "pattern";
  }
  return found;
}
