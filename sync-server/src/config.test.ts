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
    expect(config.liveHeartbeatMs).toBe(25_000);
  });

  it("marks cookies Secure behind an https PUBLIC_URL", () => {
    expect(loadConfig({ PUBLIC_URL: "https://food.example.org" }).secureCookies).toBe(true);
  });

  it("names the setting that is wrong", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ REGISTRATION: "closed" })).toThrow(/REGISTRATION/);
  });

  it("keeps photos under DATA_DIR unless PHOTO_STORE names a bucket", () => {
    expect(loadConfig({}, "/srv/app").photoStore).toEqual({
      kind: "file",
      dir: path.resolve("/srv/app/data/photos"),
    });
    const config = loadConfig({
      PHOTO_STORE: "s3://nutrisnap-photos/clinic/photos/",
      S3_ENDPOINT: "http://minio.internal:9000",
      S3_FORCE_PATH_STYLE: "true",
      AWS_REGION: "eu-west-1",
      AWS_ACCESS_KEY_ID: "AKIA",
      AWS_SECRET_ACCESS_KEY: "secret",
    });
    expect(config.photoStore).toEqual({
      kind: "s3",
      bucket: "nutrisnap-photos",
      prefix: "clinic/photos",
      endpoint: "http://minio.internal:9000",
      forcePathStyle: true,
      region: "eu-west-1",
      credentials: { accessKeyId: "AKIA", secretAccessKey: "secret", sessionToken: undefined },
    });
    expect(loadConfig({ PHOTO_STORE: "s3://bucket" }).photoStore).toMatchObject({
      kind: "s3",
      bucket: "bucket",
      prefix: "",
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it("names a photo-store setting that is wrong", () => {
    for (const value of ["/var/photos", "s3://", "s3://B", "s3://bucket/../x", "https://bucket/x"])
      expect(() => loadConfig({ PHOTO_STORE: value })).toThrow(/PHOTO_STORE: expected s3:\/\/bucket/);
    expect(() => loadConfig({ PHOTO_STORE: "s3://b1", S3_ENDPOINT: "minio" })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: "yes" })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => loadConfig({ AWS_ACCESS_KEY_ID: "AKIA" })).toThrow(
      /AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/,
    );
  });
});
