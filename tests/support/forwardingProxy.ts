// A small reverse proxy on loopback, as nginx or a load balancer would stand in front of the
// app: it forwards each HTTP request and appends the address it saw to X-Forwarded-For.
import { createServer, request as forward, type Server } from "node:http";

export interface ForwardingProxy {
  url: string;
  close(): Promise<void>;
}

export async function startForwardingProxy(target: string): Promise<ForwardingProxy> {
  const { hostname, port } = new URL(target);
  const server: Server = createServer((incoming, outgoing) => {
    const seen = incoming.headers["x-forwarded-for"];
    const forwardedFor = [seen, incoming.socket.remoteAddress].filter(Boolean).join(", ");
    const upstream = forward(
      { hostname, port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, "x-forwarded-for": forwardedFor } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const proxyPort = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${proxyPort}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
