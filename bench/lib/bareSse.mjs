// The floor for live-event memory: a bare node:http server that holds every request open as an
// event stream (headers and one comment line, nothing else). Prints its port, serves until killed.
import http from "node:http";

const server = http.createServer((request, response) => {
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  response.write(": connected\n\n");
});
server.listen(0, "127.0.0.1", () => process.stdout.write(`${server.address().port}\n`));
