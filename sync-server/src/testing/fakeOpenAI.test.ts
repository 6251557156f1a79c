import { afterEach, describe, expect, it } from "vitest";
import { startFakeOpenAI, type FakeMode, type FakeOpenAI } from "./fakeOpenAI.ts";

let fake: FakeOpenAI | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function analyse(url: string, image: string): Promise<Response> {
  return fetch(`${url}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      model: "fake-vision",
      messages: [{ role: "user", content: [{ type: "image_url", image_url: { url: image } }] }],
    }),
  });
}

describe("the fake provider's plan", () => {
  it("answers each request as the plan says, counting attempts per set of images", async () => {
    fake = await startFakeOpenAI();
    const seen: [FakeMode, number][] = [];
    fake.setPlan((_request, attempt) => (attempt === 1 ? "500" : attempt === 2 ? "429" : "good"));
    fake.onRequest((_request, mode, attempt) => seen.push([mode, attempt]));

    expect((await analyse(fake.url, "data:image/jpeg;base64,AAAA")).status).toBe(500);
    expect((await analyse(fake.url, "data:image/jpeg;base64,BBBB")).status).toBe(500);
    expect((await analyse(fake.url, "data:image/jpeg;base64,AAAA")).status).toBe(429);
    expect((await analyse(fake.url, "data:image/jpeg;base64,AAAA")).status).toBe(200);
    expect(seen).toEqual([
      ["500", 1],
      ["500", 1],
      ["429", 2],
      ["good", 3],
    ]);
    expect(fake.requests[0]!.imageDigest).toBe(fake.requests[2]!.imageDigest);
    expect(fake.requests[0]!.imageDigest).not.toBe(fake.requests[1]!.imageDigest);
  });

  it("holds a request until released, and answers slowly after slowMs", async () => {
    fake = await startFakeOpenAI({ slowMs: 50 });
    fake.setPlan((_request, attempt) => (attempt === 1 ? "hang" : "slow"));
    let answered = false;
    const held = analyse(fake.url, "data:image/jpeg;base64,CCCC").then((response) => {
      answered = true;
      return response;
    });
    await fake.waitForRequests(1);
    expect(answered).toBe(false);
    fake.release();
    expect((await held).status).toBe(200);
    expect((await analyse(fake.url, "data:image/jpeg;base64,CCCC")).status).toBe(200);
  });
});
