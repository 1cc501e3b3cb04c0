// The container's HEALTHCHECK: exit 0 when the process says it is alive (/livez), 1 otherwise.
// Plain JavaScript, so it starts in a few milliseconds without the TypeScript loader.
const port = process.env.PORT || "3000";
const base = `http://127.0.0.1:${port}`;
try {
  let response = await fetch(`${base}/livez`, { signal: AbortSignal.timeout(2500) });
  // A build without /livez yet: the health endpoint answers the same question.
  if (response.status === 404) response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2500) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
