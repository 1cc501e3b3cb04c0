// The container's HEALTHCHECK: exit 0 when the process says it is alive (/livez), 1 otherwise.
// Plain JavaScript, so it starts in a few milliseconds without the TypeScript loader.
const port = process.env.PORT || "3000";
try {
  const response = await fetch(`http://127.0.0.1:${port}/livez`, { signal: AbortSignal.timeout(2500) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
