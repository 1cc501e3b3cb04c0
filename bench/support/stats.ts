export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : "n/a");
export const sleep = (msToWait: number) => new Promise((r) => setTimeout(r, msToWait));
