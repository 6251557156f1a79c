export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  /** Stops the server and removes its folder. */
  stop(): void;
}

export function startPostgres(): Promise<TestPostgres>;
