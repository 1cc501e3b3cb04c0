// Which addresses are inside the operator's network rather than on the internet: a tracker URL
// that resolves to one of them reaches the server's neighbours (SSRF), so it is refused unless
// the operator listed the host exactly.
import { BlockList, isIPv4, isIPv6 } from "node:net";

/** [first address, prefix length, what it is]; IPv4-mapped IPv6 addresses are checked as IPv4. */
const V4_RANGES = Object.freeze([
  ["0.0.0.0", 8, "unspecified"],
  ["10.0.0.0", 8, "private"],
  ["100.64.0.0", 10, "carrier-grade NAT"],
  ["127.0.0.0", 8, "loopback"],
  ["169.254.169.254", 32, "cloud metadata"],
  ["169.254.0.0", 16, "link-local"],
  ["172.16.0.0", 12, "private"],
  ["192.0.0.0", 24, "reserved"],
  ["192.168.0.0", 16, "private"],
  ["198.18.0.0", 15, "benchmarking"],
  ["224.0.0.0", 4, "multicast"],
  ["240.0.0.0", 4, "reserved"],
] as const);

const V6_RANGES = Object.freeze([
  ["::", 128, "unspecified"],
  ["::1", 128, "loopback"],
  ["fd00:ec2::254", 128, "cloud metadata"],
  ["fc00::", 7, "private"],
  ["fe80::", 10, "link-local"],
  ["ff00::", 8, "multicast"],
  ["64:ff9b::", 96, "NAT64"],
] as const);

function inRanges(address: string, family: "ipv4" | "ipv6"): string | null {
  for (const [first, prefix, name] of family === "ipv4" ? V4_RANGES : V6_RANGES) {
    const range = new BlockList();
    range.addSubnet(first, prefix, family);
    if (range.check(address, family)) return name;
  }
  return null;
}

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:10.0.0.1 or ::ffff:a00:1), else null. */
function mappedIPv4(address: string): string | null {
  const match = /^::ffff:(.+)$/i.exec(address);
  if (!match) return null;
  const rest = match[1]!;
  if (isIPv4(rest)) return rest;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(rest);
  if (!hex) return null;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** What kind of internal address `address` is ("loopback", "private", ...), or null for a public one. */
export function internalRangeOf(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (isIPv4(bare)) return inRanges(bare, "ipv4");
  if (!isIPv6(bare)) throw new Error(`${address} is not an IP address`);
  const v4 = mappedIPv4(bare);
  return v4 ? inRanges(v4, "ipv4") : inRanges(bare, "ipv6");
}
