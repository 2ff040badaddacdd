import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { toErrorResponse } from "./error-envelope.js";

const zodError = () => z.object({ amount: z.string() }).safeParse({ amount: 1 }).error!;

describe("toErrorResponse", () => {
  it("bad input is a 400 naming the field", () => {
    const { status, body } = toErrorResponse(new TRPCError({ code: "BAD_REQUEST", cause: zodError() }));
    expect(status).toBe(400);
    expect(body.issues?.[0]?.path).toBe("amount");
  });

  it("an answer failing its own output schema is a 500 that says nothing of the answer, not a 400", () => {
    // What tRPC throws when a procedure's answer does not match its `.output()`.
    const error = new TRPCError({
      code: "INTERNAL_SERVER_ERROR",
      message: "Output validation failed",
      cause: zodError(),
    });
    const { status, body } = toErrorResponse(error);
    expect(status).toBe(500);
    expect(body).toEqual({ success: false, message: expect.stringMatching(/^Server error occurred/) });
  });
});
