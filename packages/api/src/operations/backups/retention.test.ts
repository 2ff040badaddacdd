import { describe, expect, it } from "vitest";
import { backupsToKeep } from "./retention.js";

const at = (id: string, iso: string) => ({ id, createdAt: new Date(iso) });

describe("backupsToKeep", () => {
  // Two backups a day (02:00 and 14:00 UTC) from Mon 2 Nov to Sun 29 Nov 2026: 56 backups, newest first "d29b".
  const backups = Array.from({ length: 28 }, (_, i) => {
    const day = String(i + 2).padStart(2, "0");
    return [at(`d${day}a`, `2026-11-${day}T02:00:00Z`), at(`d${day}b`, `2026-11-${day}T14:00:00Z`)];
  }).flat();

  it("keeps the last N only when days and weeks are zero", () => {
    expect([...backupsToKeep(backups, { keepLast: 3, keepDaily: 0, keepWeekly: 0 }, "UTC")].sort()).toEqual([
      "d28b",
      "d29a",
      "d29b",
    ]);
  });

  it("adds the newest of each of the last N days and ISO weeks", () => {
    const kept = backupsToKeep(backups, { keepLast: 2, keepDaily: 3, keepWeekly: 3 }, "UTC");
    // last 2: d29b, d29a; days: 29, 28, 27 → d29b, d28b, d27b; ISO weeks 48 (23–29), 47 (16–22), 46 (9–15) → d29b,
    // d22b, d15b.
    expect([...kept].sort()).toEqual(["d15b", "d22b", "d27b", "d28b", "d29a", "d29b"]);
  });

  it("reads days in the organisation's time zone", () => {
    // 23:30 UTC on the 28th is the 29th in Berlin: with one day kept, Berlin keeps the later one of its 29th only.
    const two = [
      at("late", "2026-11-28T23:30:00Z"),
      at("later", "2026-11-29T10:00:00Z"),
      at("early", "2026-11-28T08:00:00Z"),
    ];
    const policy = { keepLast: 1, keepDaily: 2, keepWeekly: 0 };
    expect([...backupsToKeep(two, policy, "UTC")].sort()).toEqual(["late", "later"]);
    expect([...backupsToKeep(two, policy, "Europe/Berlin")].sort()).toEqual(["early", "later"]);
  });

  it("counts days that have a backup, so a pause never deletes the last ones", () => {
    const sparse = [
      at("jan", "2026-01-10T02:00:00Z"),
      at("mar", "2026-03-10T02:00:00Z"),
      at("nov", "2026-11-10T02:00:00Z"),
    ];
    expect([...backupsToKeep(sparse, { keepLast: 1, keepDaily: 2, keepWeekly: 0 }, "UTC")].sort()).toEqual([
      "mar",
      "nov",
    ]);
  });

  it("always keeps the newest backup", () => {
    expect([...backupsToKeep(backups, { keepLast: 0, keepDaily: 0, keepWeekly: 0 }, "UTC")]).toEqual(["d29b"]);
    expect(backupsToKeep([], { keepLast: 7, keepDaily: 7, keepWeekly: 4 }, "UTC").size).toBe(0);
  });
});
