// The one provider: any OpenAI-compatible chat completions API with image input (OpenAI, Azure,
// OpenRouter, Ollama, llama.cpp server, vLLM, LM Studio) through OPENAI_BASE_URL. The SDK is
// loaded by the first analysis, not at start (docs/decisions/206): its modules are large, and a
// server without a provider configured never uses them.
import type * as OpenAISdk from "openai";
import type { zodResponseFormat } from "openai/helpers/zod";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { modelAnswerSchema, readModelAnswer, type ModelAnswer } from "../modelAnswer.ts";
import { systemPrompt, userMessage } from "../prompt.ts";
import {
  PermanentAnalysisError,
  TransientAnalysisError,
  type AnalysisProvider,
  type AnalysisRequest,
} from "../provider.ts";

interface Sdk {
  openai: typeof OpenAISdk;
  client: OpenAISdk.OpenAI;
  responseFormat: ReturnType<typeof zodResponseFormat>;
}

export interface OpenAIProviderOptions {
  apiKey: string | undefined;
  baseUrl: string | undefined;
  model: string;
  timeoutMs: number;
}

/** null when nothing is configured: no key and no base URL (a local server needs no key). */
export function createOpenAIProvider(options: OpenAIProviderOptions): AnalysisProvider | null {
  if (!options.apiKey && !options.baseUrl) return null;
  let loaded: Promise<Sdk> | undefined;
  const sdk = (): Promise<Sdk> =>
    (loaded ??= Promise.all([import("openai"), import("openai/helpers/zod")]).then(
      ([openai, { zodResponseFormat }]) => ({
        openai,
        client: new openai.OpenAI({
          // Local servers ignore the key, but the client insists on one.
          apiKey: options.apiKey ?? "not-needed",
          baseURL: options.baseUrl,
          timeout: options.timeoutMs,
          // The job queue retries with its own backoff and attempt count.
          maxRetries: 0,
        }),
        responseFormat: zodResponseFormat(modelAnswerSchema, "meal_analysis"),
      }),
    ));

  async function ask(messages: ChatCompletionMessageParam[], signal: AbortSignal): Promise<string | null> {
    const { openai, client, responseFormat } = await sdk();
    try {
      const completion = await client.chat.completions.create(
        { model: options.model, messages, response_format: responseFormat, temperature: 0.2 },
        { signal },
      );
      const message = completion.choices[0]?.message;
      if (message?.refusal)
        throw new PermanentAnalysisError("analysisProviderFailed", `refused: ${message.refusal}`);
      return message?.content ?? null;
    } catch (error) {
      throw classify(error, openai);
    }
  }

  return {
    async analyze(request: AnalysisRequest, signal: AbortSignal): Promise<ModelAnswer> {
      const messages: ChatCompletionMessageParam[] = [
        { role: "system", content: systemPrompt(request) },
        userMessage(request),
      ];
      const first = await ask(messages, signal);
      const read = readModelAnswer(first);
      if (read.ok) return read.answer;
      // Ask again once, saying what was wrong (issue 4 §4); a second miss fails the job.
      const again = await ask(
        [
          ...messages,
          { role: "assistant", content: first ?? "" },
          {
            role: "user",
            content: `Your answer could not be used: ${read.problem}. Answer again with only the JSON object that matches the schema.`,
          },
        ],
        signal,
      );
      const second = readModelAnswer(again);
      if (second.ok) return second.answer;
      throw new PermanentAnalysisError("analysisUnreadableAnswer", second.problem);
    },
  };
}

/** Which failures are worth another attempt: timeouts, 408, 409, 429, 5xx and network errors. */
function classify(
  error: unknown,
  { APIConnectionError, APIError, APIUserAbortError }: typeof OpenAISdk,
): Error {
  if (error instanceof PermanentAnalysisError || error instanceof TransientAnalysisError) return error;
  if (error instanceof APIUserAbortError) return new TransientAnalysisError("aborted");
  if (error instanceof APIConnectionError) return new TransientAnalysisError(error.message);
  if (error instanceof APIError) {
    const status = error.status ?? 0;
    if (status === 408 || status === 409 || status === 429 || status >= 500)
      return new TransientAnalysisError(`provider answered ${status}`);
    return new PermanentAnalysisError(
      "analysisProviderFailed",
      `provider answered ${status}: ${error.message}`,
    );
  }
  return new TransientAnalysisError(error instanceof Error ? error.message : String(error));
}
