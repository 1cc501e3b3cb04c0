import { describe, expect, it } from "vitest";
import { internalRangeOf } from "./addressRanges";

describe("internalRangeOf", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.9.9.9", "loopback"],
    ["::1", "loopback"],
    ["[::1]", "loopback"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["fd00::5", "private"],
    ["169.254.169.254", "cloud metadata"],
    ["fd00:ec2::254", "cloud metadata"],
    ["169.254.10.1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["0.0.0.0", "unspecified"],
    ["::", "unspecified"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:a00:1", "private"],
    ["::ffff:169.254.169.254", "cloud metadata"],
  ])("%s is %s", (address, range) => {
    expect(internalRangeOf(address)).toBe(range);
  });

  it.each(["93.184.216.34", "140.82.112.3", "172.32.0.1", "2606:4700::1111", "::ffff:8.8.8.8"])("%s is public", (address) => {
    expect(internalRangeOf(address)).toBeNull();
  });

  it("refuses what is not an address", () => {
    expect(() => internalRangeOf("example.org")).toThrow("not an IP address");
  });
});
