// Open sockets per IP address and per account on this instance (DESIGN 9), so no one client can
// hold thousands of sockets and their live queries. Null in the endpoint when RATE_LIMITS=off.

export class OpenCounts {
  private readonly counts = new Map<string, number>();

  constructor(readonly max: number) {}

  /** Takes a place for the key; false (and nothing taken) when it already holds `max`. */
  claim(key: string): boolean {
    const count = this.counts.get(key) ?? 0;
    if (count >= this.max) return false;
    this.counts.set(key, count + 1);
    return true;
  }

  release(key: string): void {
    const count = this.counts.get(key) ?? 0;
    if (count <= 1) this.counts.delete(key);
    else this.counts.set(key, count - 1);
  }
}

export interface ConnectionLimits {
  perAddress: OpenCounts;
  perAccount: OpenCounts;
}

export function createConnectionLimits(maxPerAddress: number, maxPerAccount: number): ConnectionLimits {
  return { perAddress: new OpenCounts(maxPerAddress), perAccount: new OpenCounts(maxPerAccount) };
}
