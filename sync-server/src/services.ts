// The long-lived parts the routes and the worker share: live hub, photo store and URLs, food
// database, analysis provider and worker. main.ts and the test server build one set per process.
import { createAnalysisWorker, type AnalysisWorker } from "./analysis/worker.ts";
import type { AnalysisProvider } from "./analysis/provider.ts";
import { createOpenAIProvider } from "./analysis/providers/openai.ts";
import type { Config } from "./config.ts";
import type { OpenedDatabase } from "./db/database.ts";
import { createInProcessHub, type LiveHub } from "./events/hub.ts";
import { createPostgresHub } from "./events/postgresHub.ts";
import type { FoodEngine } from "@nutrisnap/shared/foods";
import { serverFoodEngine } from "./foods/foodEngine.ts";
import type { Logger } from "./logger.ts";
import type { BlobStore } from "./photos/blobStore.ts";
import { createPhotoUrls, type PhotoUrls } from "./photos/signedUrls.ts";
import { createMealWrites, type MealWrites } from "./meals/mealWrites.ts";

export interface Services {
  hub: LiveHub;
  blobs: BlobStore;
  photoUrls: PhotoUrls;
  /** The food engine, built on first use (issue 13). */
  foods: () => FoodEngine;
  provider: AnalysisProvider | null;
  worker: AnalysisWorker;
  /** The one owner of meal, item and photo writes (meals/mealWrites.ts). */
  meals: MealWrites;
  close(): Promise<void>;
}

/** `blobs` is the photo store bootstrap chose (files under DATA_DIR, or an S3-compatible bucket). */
export async function createServices(
  config: Config,
  database: OpenedDatabase,
  logger: Logger,
  blobs: BlobStore,
): Promise<Services> {
  const { db } = database;
  // One process fans out in memory; nodes sharing a PostgreSQL fan out through it.
  const hub =
    database.engine === "postgres" ? await createPostgresHub(database, logger) : createInProcessHub();
  const photoUrls = await createPhotoUrls(db);
  const foods = serverFoodEngine;
  const provider = createOpenAIProvider(config.analysis);
  if (!provider) {
    logger.warn(
      "AI analysis is not configured: meals can be logged, but analysis ends 'failed'. " +
        "Set OPENAI_API_KEY (and ANALYSIS_MODEL) for OpenAI, or OPENAI_BASE_URL for any OpenAI-compatible " +
        "server, e.g. OPENAI_BASE_URL=http://localhost:11434/v1 ANALYSIS_MODEL=llama3.2-vision for a local Ollama.",
    );
  }
  const worker = createAnalysisWorker(
    { db, hub, blobs, foods, provider, logger, retryBaseMs: config.analysis.retryBaseMs },
    {
      concurrency: config.analysis.concurrency,
      leaseMs: config.analysis.leaseMs,
      pollMs: config.analysis.pollMs,
    },
  );
  return {
    hub,
    blobs,
    photoUrls,
    foods,
    provider,
    worker,
    meals: createMealWrites(
      { db, hub, blobs },
      { maxBytes: config.maxPhotoBytes, maxPixels: config.maxPhotoPixels },
      foods,
    ),
    async close() {
      await worker.stop();
      await hub.close();
    },
  };
}
