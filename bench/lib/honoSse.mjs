// The framework's share of live-event memory: Hono on @hono/node-server (as the server runs) holding
// every request open as an event stream written through a ReadableStream (headers and one comment
// line, nothing else: no session, no hub). Prints its port, serves until killed.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const connected = new TextEncoder().encode(": connected\n\n");
const app = new Hono();
app.get("*", (c) =>
  c.body(
    new ReadableStream({ start: (controller) => controller.enqueue(connected) }, { highWaterMark: 0 }),
    200,
    { "content-type": "text/event-stream", "cache-control": "no-cache" },
  ),
);
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
  process.stdout.write(`${info.port}\n`),
);
server.on("error", (error) => {
  console.error(error);
  process.exit(1);
});
