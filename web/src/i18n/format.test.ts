import { describe, expect, it } from "vitest";
import {
  dateTimeFormat,
  formatDate,
  formatDecimal,
  formatNumber,
  formatSigned,
  numberFormat,
} from "./format.ts";

describe("spec §9 Intl formats for en-US and es-CL", () => {
  const day = new Date(2026, 10, 21, 12);
  it("formats dates per locale", () => {
    expect(formatDate(day, "en_US", "long")).toBe("November 21, 2026");
    expect(formatDate(day, "es_CL", "long")).toBe("21 de noviembre de 2026");
  });

  it("formats numbers per locale", () => {
    expect(formatNumber(1850, "en_US")).toBe("1,850");
    expect(formatNumber(1850, "es_CL")).toBe("1.850");
    expect(formatDecimal(22.94, "es_CL")).toBe("22,9");
  });

  it("shows a difference with its sign, and zero without one", () => {
    expect(formatSigned(-3, "en_US")).toBe("-3.0");
    expect(formatSigned(2.5, "es_CL")).toBe("+2,5");
    expect(formatSigned(0, "en_US")).toBe("0.0");
  });
});

describe("formatters", () => {
  it("are built once per locale and options, and kept apart by either", () => {
    expect(numberFormat("es-CL", { maximumFractionDigits: 1 })).toBe(
      numberFormat("es-CL", { maximumFractionDigits: 1 }),
    );
    expect(numberFormat("es-CL", { maximumFractionDigits: 1 })).not.toBe(
      numberFormat("en-US", { maximumFractionDigits: 1 }),
    );
    expect(dateTimeFormat("en-US", { dateStyle: "full" })).toBe(
      dateTimeFormat("en-US", { dateStyle: "full" }),
    );
    expect(dateTimeFormat("en-US", { dateStyle: "full" })).not.toBe(
      dateTimeFormat("en-US", { dateStyle: "medium" }),
    );
    expect(formatNumber(1850.26, "en_US", 1)).toBe("1,850.3");
    expect(formatNumber(1850.26, "en_US")).toBe("1,850");
  });
});
