import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("configuration from the environment", () => {
  it("works with no settings at all", () => {
    const config = loadConfig({}, "/srv/app");
    expect(config.port).toBe(8787);
    expect(config.dataDir).toBe(path.resolve("/srv/app/data"));
    expect(config.databaseFile).toBe(path.resolve("/srv/app/data/nutrisnap.sqlite"));
    expect(config.registration).toBe("open");
    expect(config.analysis.concurrency).toBe(2);
    expect(config.secureCookies).toBe(false);
    // The bundled server has no source-relative paths: the food database is found from the cwd.
    expect(config.foodsDbFile).toBe(path.resolve("/srv/app/sync-server/assets/foods.db"));
    expect(config.liveHeartbeatMs).toBe(25_000);
  });

  it("marks cookies Secure behind an https PUBLIC_URL", () => {
    expect(loadConfig({ PUBLIC_URL: "https://food.example.org" }).secureCookies).toBe(true);
  });

  it("names the setting that is wrong", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ REGISTRATION: "closed" })).toThrow(/REGISTRATION/);
  });
});
