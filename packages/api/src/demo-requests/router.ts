import type { Prisma } from "@tprm/db";
import { z } from "zod";
import { paginate, paginationInput, skipTake } from "../lib/pagination.js";
import { demoRequestListOutput, demoRequestSchema, demoRequestSubmittedOutput } from "../schemas/demo-request.js";
import { procedure, router, signedInProcedure } from "../trpc.js";
import { submitDemoRequest } from "./submit-demo-request.js";

const tags = ["Demo requests"];

export const demoRequestsRouter = router({
  submit: procedure
    .meta({
      access: "public",
      rest: {
        method: "POST",
        path: "/api/public/demo-requests",
        summary: "Request an enterprise demo",
        tags,
        errors: {
          429: "Too many requests from this address; Retry-After says when to try again.",
          503: "Redis is unavailable: the rate limit cannot be checked, so the form refuses (fails closed) until it is back.",
        },
        successStatus: 201,
      },
    })
    .input(demoRequestSchema)
    .output(demoRequestSubmittedOutput)
    .mutation(({ ctx, input }) => submitDemoRequest(ctx, input)),

  list: signedInProcedure
    .meta({
      access: "admin",
      rest: { method: "GET", path: "/api/demo-requests", summary: "Demo requests received", tags },
    })
    .input(paginationInput(25).extend({ search: z.string().trim().max(200).optional() }))
    .output(demoRequestListOutput)
    .query(async ({ ctx, input }) => {
      const where: Prisma.DemoRequestWhereInput = input.search
        ? {
            OR: ["company", "email", "firstName", "lastName"].map((field) => ({
              [field]: { contains: input.search, mode: "insensitive" },
            })),
          }
        : {};
      const [items, total] = await Promise.all([
        ctx.db.demoRequest.findMany({ where, orderBy: { createdAt: "desc" }, ...skipTake(input.page, input.limit) }),
        ctx.db.demoRequest.count({ where }),
      ]);
      return { items, pagination: paginate(input.page, input.limit, total) };
    }),
});
