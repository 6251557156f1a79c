// Helpers for meal tests: create a meal, upload photos, ask for analysis and wait for its end.
import type { Meal } from "@nutrisnap/shared/api";
import type { TestServer } from "./testServer.ts";

export type Caller = { cookie: string };

export const jsonInit = (
  caller: Caller,
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
): RequestInit => ({
  method,
  headers: { cookie: caller.cookie, "content-type": "application/json", ...headers },
  body: body === undefined ? undefined : JSON.stringify(body),
});

export async function createMeal(
  server: TestServer,
  caller: Caller,
  body: Record<string, unknown> = { type: "lunch" },
): Promise<Meal> {
  const response = await server.request("/api/v1/meals", jsonInit(caller, "POST", body));
  if (response.status !== 201) throw new Error(`create meal: ${response.status} ${await response.text()}`);
  return (await response.json()) as Meal;
}

export function photoForm(
  mealId: string,
  files: { bytes: Buffer; name?: string; type?: string; id?: string }[],
): FormData {
  const form = new FormData();
  form.append("meal_id", mealId);
  for (const [i, file] of files.entries()) {
    form.append(
      "photos",
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "image/jpeg" }),
      file.name ?? `photo-${i}.jpg`,
    );
    if (file.id) form.append("photo_ids", file.id);
  }
  return form;
}

export async function uploadPhotos(
  server: TestServer,
  caller: Caller,
  mealId: string,
  files: { bytes: Buffer; name?: string; type?: string; id?: string }[],
  headers: Record<string, string> = {},
): Promise<Response> {
  return server.request("/api/v1/meals/photos/multiple", {
    method: "POST",
    headers: { cookie: caller.cookie, ...headers },
    body: photoForm(mealId, files),
  });
}

export async function getMeal(server: TestServer, caller: Caller, mealId: string): Promise<Meal> {
  const response = await server.request(`/api/v1/meals/${mealId}`, { headers: { cookie: caller.cookie } });
  if (response.status !== 200) throw new Error(`get meal: ${response.status} ${await response.text()}`);
  return (await response.json()) as Meal;
}

/** Polls until the meal's analysis has ended (completed or failed). */
export async function waitForAnalysis(server: TestServer, caller: Caller, mealId: string): Promise<Meal> {
  for (;;) {
    const meal = await getMeal(server, caller, mealId);
    if (meal.analysis_status === "completed" || meal.analysis_status === "failed") return meal;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function analyze(
  server: TestServer,
  caller: Caller,
  mealId: string,
  context: unknown = null,
  query = "",
): Promise<Response> {
  return server.request(`/api/v1/meals/${mealId}/analyze${query}`, jsonInit(caller, "POST", context));
}

/** Reads SSE frames from a streaming response body until `count` events (not comments) arrived. */
export function sseReader(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  const events: { id?: string; event?: string; data: string }[] = [];
  const comments: string[] = [];
  const parse = () => {
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields: { id?: string; event?: string; data: string } = { data: "" };
      let isEvent = false;
      for (const line of frame.split("\n")) {
        if (line.startsWith(":")) {
          comments.push(line.slice(1).trim());
          continue;
        }
        const [name, ...rest] = line.split(": ");
        const value = rest.join(": ");
        if (name === "id") fields.id = value;
        if (name === "event") fields.event = value;
        if (name === "data") {
          fields.data = value;
          isEvent = true;
        }
      }
      if (isEvent) events.push(fields);
    }
  };
  return {
    events,
    async next(count: number): Promise<typeof events> {
      parse();
      while (events.length < count) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        parse();
      }
      return events;
    },
    /** Waits until `count` live messages (default events, not `change` hints) arrived; answers them. */
    async messages(count: number): Promise<typeof events> {
      const live = () => events.filter((e) => e.event === undefined);
      parse();
      while (live().length < count) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        parse();
      }
      return live();
    },
    /** Waits for a comment line (e.g. ": heartbeat"). */
    async comment(text: string): Promise<void> {
      parse();
      while (!comments.includes(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error("stream ended");
        buffer += value;
        parse();
      }
      comments.splice(comments.indexOf(text), 1);
    },
    cancel: () => reader.cancel(),
  };
}
