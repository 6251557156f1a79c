/** A small structured logger: one JSON line per event. Never pass secrets (passwords, tokens, cookies). */
export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLogger(level: LogLevel = "info", write: (line: string) => void = console.log): Logger {
  const at =
    (lineLevel: Exclude<LogLevel, "silent">) =>
    (message: string, fields: LogFields = {}): void => {
      if (order[lineLevel] < order[level]) return;
      write(JSON.stringify({ time: new Date().toISOString(), level: lineLevel, message, ...fields }));
    };
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}

export const silentLogger: Logger = createLogger("silent");
