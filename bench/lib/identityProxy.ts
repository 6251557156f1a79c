// A loopback proxy that asks the server for uncompressed answers (it drops Accept-Encoding from
// every request): the baseline of the Lighthouse bench, the same pages as a server that sends
// nothing compressed would serve them. The Host header goes through unchanged, so the server sees
// the browser's own origin and its same-origin checks hold.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface IdentityProxy {
  url: string;
  close(): Promise<void>;
}

export async function startIdentityProxy(target: string): Promise<IdentityProxy> {
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    const headers = { ...request.headers };
    delete headers["accept-encoding"];
    const forwarded = http.request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
