/**
 * What the single executable carries (docs/decisions/010). scripts/build-binary.mjs writes this layout
 * into the bundle as `__SEA_LAYOUT__`; in every other build it is undefined.
 */
export interface EmbeddedFile {
  /** The SEA asset key; every asset is stored brotli-compressed (see `webFiles` for the web's). */
  key: string;
  /** Hex SHA-256 of the original bytes, computed at build time (names the extracted copy). */
  sha256: string;
  /** Size of the original (decompressed) bytes. */
  size: number;
}

export interface SeaLayout {
  /**
   * Asset key = "web/" + the path under web/dist (source maps left out). A key ending in ".br" is the
   * build's Brotli copy stored as it is; the file itself and its ".gz" copy are not stored but made
   * from it when asked for.
   */
  webFiles: string[];
  /** The better-sqlite3 addon and the package it belongs to (the one this Node runs, db/sqliteDriver.ts). */
  sqliteAddon: EmbeddedFile & { driver: string };
  /** The food engine's index (shared/src/foods/foodIndex.json), parsed on its first use. */
  foodIndex: EmbeddedFile;
  /**
   * sharp's addon and libvips, extracted side by side in the folder layout of node_modules/@img
   * so that the addon's RPATH ($ORIGIN/../../sharp-libvips-<platform>/lib) finds libvips.
   * `path` is the file's place inside that folder. Null when the build machine had no sharp binary.
   */
  sharp: { addon: EmbeddedFile & { path: string }; libraries: (EmbeddedFile & { path: string })[] } | null;
  /** The AWS S3 client bundled to one CommonJS file, run only for PHOTO_STORE=s3://... (photos/s3BlobStore.ts). */
  awsS3: EmbeddedFile;
}

declare const __SEA_LAYOUT__: SeaLayout | undefined;

export const seaLayout: SeaLayout | null = typeof __SEA_LAYOUT__ === "object" ? __SEA_LAYOUT__ : null;
