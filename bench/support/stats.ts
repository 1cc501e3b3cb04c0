export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : "n/a");
export const sleep = (msToWait: number) => new Promise((r) => setTimeout(r, msToWait));

/** Least-squares slope of y over x: what each further unit of x adds, robust to one-off jumps. */
export function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return NaN;
  const meanX = points.reduce((s, p) => s + p.x, 0) / n;
  const meanY = points.reduce((s, p) => s + p.y, 0) / n;
  const sxy = points.reduce((s, p) => s + (p.x - meanX) * (p.y - meanY), 0);
  const sxx = points.reduce((s, p) => s + (p.x - meanX) ** 2, 0);
  return sxx === 0 ? NaN : sxy / sxx;
}
