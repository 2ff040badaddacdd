import { TRPCError } from "@trpc/server";
import { ZodRealError } from "zod";

/** What a caller is told of a failure on our side (status 500); the error itself is only logged. */
export const SERVER_ERROR_MESSAGE = "Server error occurred. Please try again later or contact support.";

export const badRequest = (message: string) => new TRPCError({ code: "BAD_REQUEST", message });
export const unauthorized = (message = "You are not signed in.") => new TRPCError({ code: "UNAUTHORIZED", message });
export const forbidden = (message = "You don't have permission to do this.") =>
  new TRPCError({ code: "FORBIDDEN", message });
export const notFound = (message: string) => new TRPCError({ code: "NOT_FOUND", message });
export const conflict = (message: string) => new TRPCError({ code: "CONFLICT", message });
/** Carried by a 429 as its cause: the seconds until the caller may try again (sent as the Retry-After header). */
export class RetryAfter extends Error {
  constructor(readonly seconds: number) {
    super(`Retry after ${seconds} s`);
    this.name = "RetryAfter";
  }
}

export const tooManyRequests = (message: string, retryAfterSeconds = 60) =>
  new TRPCError({
    code: "TOO_MANY_REQUESTS",
    message,
    cause: new RetryAfter(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/** The Retry-After seconds a 429 carries, if any. */
export function retryAfterOf(error: unknown): number | undefined {
  return error instanceof TRPCError && error.cause instanceof RetryAfter ? error.cause.seconds : undefined;
}

/**
 * 400 for one field, found by a rule the schema cannot check (e.g. that a co-reviewer is an active user): carried
 * like a schema issue, so REST answers `issues` with its path and the form shows it on that field.
 */
export const invalidField = (path: string, message: string) =>
  new TRPCError({
    code: "BAD_REQUEST",
    message: `${path}: ${message}`,
    cause: new ZodRealError([{ code: "custom", path: [path], message, input: undefined }]),
  });

/** 409 for one field (e.g. an e-mail already in use): carried like a schema issue, so the form shows it there. */
export const conflictOnField = (path: string, message: string) =>
  new TRPCError({
    code: "CONFLICT",
    message,
    cause: new ZodRealError([{ code: "custom", path: [path], message, input: undefined }]),
  });
