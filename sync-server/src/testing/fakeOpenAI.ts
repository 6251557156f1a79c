// A fake OpenAI-compatible server on loopback: a real HTTP server speaking POST /v1/chat/completions,
// recording what it receives. Tests (and later the e2e journeys) point OPENAI_BASE_URL at it.
//   node --import tsx sync-server/src/testing/fakeOpenAI.ts --port 9911
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";

/**
 * good: a plausible meal in the asked language; malformed: prose, no JSON; slow: good after
 * `slowMs`; hang: answers only when released; 429 and 500: the provider's error answers.
 */
export type FakeMode = "good" | "malformed" | "slow" | "hang" | "429" | "500";

/**
 * Chooses each request's answer: `attempt` counts the requests that carried the same images
 * (1 for a meal's first analysis call, 2 for its first retry), so a plan can fail a meal's first
 * call and answer its retry.
 */
export type FakePlan = (request: RecordedRequest, attempt: number) => FakeMode;

export interface RecordedRequest {
  model: string;
  /** Image URLs of the user message (data URLs of JPEGs). */
  images: string[];
  /** Every text part of every message, joined. */
  text: string;
  /** The locale named in the user message ("Language: es_CL"), if any. */
  locale: string | null;
  responseFormat: {
    type?: string;
    json_schema?: { name?: string; strict?: boolean; schema?: unknown };
  } | null;
  messageCount: number;
  /** A digest of the images: the same photos analysed again give the same value. */
  imageDigest: string;
}

export interface FakeOpenAI {
  /** Base URL for OPENAI_BASE_URL, ending in /v1. */
  url: string;
  requests: RecordedRequest[];
  /** Answers the next `times` requests (all, when omitted) in `mode`, then "good" again. */
  setMode(mode: FakeMode, times?: number): void;
  /** Lets a plan choose every answer from now on (setMode is ignored while a plan is set). */
  setPlan(plan: FakePlan | null): void;
  /** Called for every request with the answer chosen for it. */
  onRequest(listener: (request: RecordedRequest, mode: FakeMode, attempt: number) => void): void;
  /** Lets requests held in "hang" mode answer (well). */
  release(): void;
  /** Resolves once `count` requests have arrived in total. */
  waitForRequests(count: number): Promise<void>;
  close(): Promise<void>;
}

interface MealItem {
  name: string;
  local: { en_US: string; es_CL: string };
  quantity: number;
  unit: { en_US: string; es_CL: string };
  grams: number;
  nutrients: [number, number, number, number, number, number, number];
  confidence: number;
}

/** The meal every good answer describes: grilled chicken breast, white rice and avocado. */
export const FAKE_MEAL: { title: { en_US: string; es_CL: string }; items: MealItem[] } = {
  title: { en_US: "Grilled chicken with rice and avocado", es_CL: "Pollo a la plancha con arroz y palta" },
  items: [
    {
      name: "grilled chicken breast",
      local: { en_US: "Grilled chicken breast", es_CL: "Pechuga de pollo a la plancha" },
      quantity: 1,
      unit: { en_US: "piece", es_CL: "unidad" },
      grams: 150,
      nutrients: [248, 46.5, 5.4, 0, 0, 0, 110],
      confidence: 0.9,
    },
    {
      name: "white rice, cooked",
      local: { en_US: "White rice", es_CL: "Arroz blanco" },
      quantity: 1,
      unit: { en_US: "cup", es_CL: "taza" },
      grams: 158,
      nutrients: [205, 4.3, 0.4, 44.5, 0.6, 0.1, 2],
      confidence: 0.85,
    },
    {
      name: "avocado",
      local: { en_US: "Avocado", es_CL: "Palta" },
      quantity: 0.5,
      unit: { en_US: "unit", es_CL: "unidad" },
      grams: 70,
      nutrients: [112, 1.4, 10.3, 6, 4.7, 0.5, 5],
      confidence: 0.8,
    },
  ],
};

export function fakeMealAnswer(locale: string | null): object {
  const lang = locale === "es_CL" ? "es_CL" : "en_US";
  return {
    title: FAKE_MEAL.title[lang],
    items: FAKE_MEAL.items.map((item) => {
      const [calories, protein, fat, carbohydrates, fiber, sugar, sodium] = item.nutrients;
      return {
        name: item.name,
        local_name: item.local[lang],
        quantity: item.quantity,
        unit_localized: item.unit[lang],
        grams: item.grams,
        calories,
        protein,
        fat,
        carbohydrates,
        fiber,
        sugar,
        sodium,
        confidence: item.confidence,
      };
    }),
    confidence: 0.84,
    notes:
      lang === "es_CL" ? "Porciones estimadas a partir de las fotos." : "Portions estimated from the photos.",
  };
}

type Part = { type?: string; text?: string; image_url?: { url?: string } };
type Message = { role?: string; content?: string | Part[] };

function record(body: {
  model?: string;
  messages?: Message[];
  response_format?: RecordedRequest["responseFormat"];
}): RecordedRequest {
  const parts = (body.messages ?? []).flatMap((m) =>
    typeof m.content === "string" ? [{ type: "text", text: m.content }] : (m.content ?? []),
  );
  const text = parts.map((p) => p.text ?? "").join("\n");
  const images = parts.flatMap((p) => (p.type === "image_url" && p.image_url?.url ? [p.image_url.url] : []));
  return {
    model: body.model ?? "",
    images,
    imageDigest: createHash("sha256").update(images.join("\n")).digest("hex"),
    text,
    locale: /Language: (\w+)/.exec(text)?.[1] ?? null,
    responseFormat: body.response_format ?? null,
    messageCount: body.messages?.length ?? 0,
  };
}

function completion(model: string, content: string): object {
  return {
    id: `chatcmpl-fake-${Date.now()}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: "assistant", content, refusal: null },
        finish_reason: "stop",
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 1000, completion_tokens: 200, total_tokens: 1200 },
  };
}

export async function startFakeOpenAI(
  options: { port?: number; host?: string; slowMs?: number } = {},
): Promise<FakeOpenAI> {
  const requests: RecordedRequest[] = [];
  const attempts = new Map<string, number>();
  const listeners: ((request: RecordedRequest, mode: FakeMode, attempt: number) => void)[] = [];
  let plan: FakePlan | null = null;
  let mode: FakeMode = "good";
  let remaining = Infinity;
  let held: (() => void)[] = [];
  let waiters: { count: number; resolve: () => void }[] = [];

  const nextMode = (): FakeMode => {
    const current = mode;
    remaining -= 1;
    if (remaining <= 0) {
      mode = "good";
      remaining = Infinity;
    }
    return current;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const send = (status: number, body: object) => {
        if (res.destroyed) return;
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.method === "GET" && req.url === "/v1/models") {
        return send(200, {
          object: "list",
          data: [{ id: "fake-vision", object: "model", owned_by: "fake" }],
        });
      }
      if (req.method !== "POST" || req.url !== "/v1/chat/completions")
        return send(404, { error: { message: "not found" } });
      let body: Parameters<typeof record>[0];
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        return send(400, { error: { message: "invalid JSON", type: "invalid_request_error" } });
      }
      const recorded = record(body);
      requests.push(recorded);
      waiters = waiters.filter((w) => (requests.length >= w.count ? (w.resolve(), false) : true));
      const good = () =>
        send(200, completion(recorded.model, JSON.stringify(fakeMealAnswer(recorded.locale))));
      const attempt = (attempts.get(recorded.imageDigest) ?? 0) + 1;
      attempts.set(recorded.imageDigest, attempt);
      const chosen = plan ? plan(recorded, attempt) : nextMode();
      for (const listener of listeners) listener(recorded, chosen, attempt);
      switch (chosen) {
        case "good":
          return good();
        case "malformed":
          return send(200, completion(recorded.model, "I think this is a plate of food, maybe chicken?"));
        case "slow":
          return void setTimeout(good, options.slowMs ?? 300);
        case "hang":
          return void held.push(good);
        case "429":
          return send(429, { error: { message: "Rate limit reached", type: "rate_limit_exceeded" } });
        case "500":
          return send(500, { error: { message: "The server had an error", type: "server_error" } });
      }
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve),
  );
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    setMode(next, times) {
      mode = next;
      remaining = times ?? Infinity;
    },
    setPlan(next) {
      plan = next;
    },
    onRequest(listener) {
      listeners.push(listener);
    },
    release() {
      const pending = held;
      held = [];
      for (const answer of pending) answer();
    },
    waitForRequests(count) {
      if (requests.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Standalone: `node --import tsx sync-server/src/testing/fakeOpenAI.ts --port 9911`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const portArg = process.argv.indexOf("--port");
  const port = portArg > 0 ? Number(process.argv[portArg + 1]) : 0;
  const modeArg = process.argv.indexOf("--mode");
  const fake = await startFakeOpenAI({ port });
  if (modeArg > 0) fake.setMode(process.argv[modeArg + 1] as FakeMode);
  console.log(`fake OpenAI-compatible server at ${fake.url}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
