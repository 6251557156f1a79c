// A small HTTP proxy on loopback between the browsers and the server, as a reverse proxy or a
// phone's network would be. It forwards everything (the live event stream included) and, when the
// plan says so, cuts a request partway through its body: the server has read part of it when
// both connections drop. A server that is down (killed) shows as a dropped connection.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ProxiedRequest {
  /** 1-based count of requests the proxy saw. */
  ordinal: number;
  method: string;
  path: string;
  idempotencyKey: string | null;
  contentLength: number;
}

/**
 * pass: forward whole. cut: forward `fraction` of the body, then drop both connections.
 * crash: forward `fraction` of the body, run `during` (e.g. kill the server), then drop both.
 */
export type ProxyAction =
  | { kind: "pass" }
  | { kind: "cut"; fraction: number }
  | { kind: "crash"; fraction: number; during: (request: ProxiedRequest) => Promise<void> };

export interface FaultyProxy {
  url: string;
  /** Where requests go: the server's port (set once the server has one). */
  setUpstream(port: number): void;
  setPlan(plan: (request: ProxiedRequest) => ProxyAction): void;
  /** Every request seen, in order of arrival. */
  requests: ProxiedRequest[];
  /** Requests whose connection was dropped by the plan, by kind. */
  faults: { cut: ProxiedRequest[]; crash: ProxiedRequest[] };
  close(): Promise<void>;
}

// Hop-by-hop headers are not forwarded (RFC 9110 7.6.1); Node frames the answer itself.
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection"]);

export async function startFaultyProxy(): Promise<FaultyProxy> {
  let upstreamPort = 0;
  let plan: (request: ProxiedRequest) => ProxyAction = () => ({ kind: "pass" });
  const requests: ProxiedRequest[] = [];
  const faults: FaultyProxy["faults"] = { cut: [], crash: [] };

  const server = http.createServer((req, res) => {
    const key = req.headers["idempotency-key"];
    const seen: ProxiedRequest = {
      ordinal: requests.length + 1,
      method: req.method ?? "GET",
      path: req.url ?? "/",
      idempotencyKey: typeof key === "string" ? key : null,
      contentLength: Number(req.headers["content-length"] ?? 0),
    };
    requests.push(seen);
    const action = seen.contentLength > 0 ? plan(seen) : { kind: "pass" as const };

    const drop = () => {
      upstream.destroy();
      req.socket.destroy();
    };
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())),
    );
    const upstream = http.request({
      host: "127.0.0.1",
      port: upstreamPort,
      method: req.method,
      path: req.url,
      headers,
      agent: false,
    });
    upstream.on("error", () => req.socket.destroy());
    upstream.on("response", (answer) => {
      const answerHeaders = Object.fromEntries(
        Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())),
      );
      res.writeHead(answer.statusCode ?? 502, answerHeaders);
      res.flushHeaders();
      answer.on("data", (chunk: Buffer) => res.write(chunk));
      answer.on("end", () => res.end());
      answer.on("error", () => req.socket.destroy());
      answer.on("aborted", () => req.socket.destroy());
    });
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });

    if (action.kind === "pass") {
      req.pipe(upstream);
      return;
    }
    // Forward the body up to the cut point, then act once those bytes have left.
    const cutAt = Math.max(1, Math.floor(seen.contentLength * action.fraction));
    let forwarded = 0;
    req.on("data", (chunk: Buffer) => {
      if (forwarded >= cutAt) return;
      const part = chunk.subarray(0, cutAt - forwarded);
      forwarded += part.length;
      if (forwarded < cutAt) {
        upstream.write(part);
        return;
      }
      req.pause();
      upstream.write(part, () => {
        if (action.kind === "cut") {
          faults.cut.push(seen);
          // Let the server read what arrived before the connection goes.
          setTimeout(drop, 100);
        } else {
          faults.crash.push(seen);
          void action.during(seen).finally(drop);
        }
      });
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    setUpstream: (next) => (upstreamPort = next),
    setPlan: (next) => (plan = next),
    requests,
    faults,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
