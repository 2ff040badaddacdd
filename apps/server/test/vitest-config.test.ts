import { describe, expect, it } from "vitest";
import config from "../../../vitest.config.js";

type Project = { test: { name: string; maxWorkers?: number | string; sequence?: { groupOrder?: number } } };

describe("the test projects (vitest.config.ts)", () => {
  it("run in groups of their own when their worker counts may differ (Vitest refuses them in one group)", () => {
    const projects = (config.test?.projects ?? []) as Project[];
    const groups = new Map<number, Set<string>>();
    for (const project of projects) {
      const order = project.test.sequence?.groupOrder ?? 0;
      // An unset maxWorkers is Vitest's default, the machine's cores less one: any number at all.
      const workers = String(project.test.maxWorkers ?? "default");
      groups.set(order, (groups.get(order) ?? new Set()).add(workers));
    }
    expect(projects.map((p) => p.test.name).sort()).toEqual(["integration", "unit"]);
    for (const workers of groups.values()) expect(workers.size).toBe(1);
  });
});
