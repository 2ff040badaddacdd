import { z } from "zod";
import { VENDOR_ACCESS } from "../permissions/access.js";
import {
  createKpiBreachInput,
  kpiBreachIdInput,
  kpiBreachWithVendorOutput,
  recentKpiBreachesInput,
} from "../schemas/kpi-breaches.js";
import { router, signedInProcedure } from "../trpc.js";
import { createKpiBreach, recentKpiBreaches, resolveKpiBreach } from "./kpi-breach-service.js";

const tags = ["KPI breaches"];

export const kpiBreachesRouter = router({
  recent: signedInProcedure
    .meta({
      access: { action: "view", resource: "vendors" },
      rest: {
        method: "GET",
        path: "/api/kpi-breaches/recent",
        summary: "The KPI Breaches Report: latest breaches first (5 by default)",
        tags,
      },
    })
    .input(recentKpiBreachesInput)
    .output(z.array(kpiBreachWithVendorOutput))
    .query(({ ctx, input }) => recentKpiBreaches(ctx, input)),

  create: signedInProcedure
    .meta({
      access: VENDOR_ACCESS.relationship,
      rest: {
        method: "POST",
        path: "/api/kpi-breaches",
        summary: "Record a KPI breach of a vendor",
        tags,
        errors: { 404: "No vendor with this vendorId." },
        successStatus: 201,
      },
    })
    .input(createKpiBreachInput)
    .output(kpiBreachWithVendorOutput)
    .mutation(({ ctx, input }) => createKpiBreach(ctx, input)),

  resolve: signedInProcedure
    .meta({
      access: VENDOR_ACCESS.relationship,
      rest: {
        method: "PATCH",
        path: "/api/kpi-breaches/{id}/resolve",
        summary: "Mark a KPI breach resolved",
        tags,
        errors: { 404: "No KPI breach with this id.", 409: "The breach is already resolved." },
      },
    })
    .input(kpiBreachIdInput)
    .output(kpiBreachWithVendorOutput)
    .mutation(({ ctx, input }) => resolveKpiBreach(ctx, input.id)),
});
