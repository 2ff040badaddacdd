import { TRPCError } from "@trpc/server";

export const badRequest = (message: string) => new TRPCError({ code: "BAD_REQUEST", message });
export const unauthorized = (message = "You are not signed in.") => new TRPCError({ code: "UNAUTHORIZED", message });
export const forbidden = (message = "You don't have permission to do this.") =>
  new TRPCError({ code: "FORBIDDEN", message });
export const notFound = (message: string) => new TRPCError({ code: "NOT_FOUND", message });
export const conflict = (message: string) => new TRPCError({ code: "CONFLICT", message });
export const tooManyRequests = (message: string) => new TRPCError({ code: "TOO_MANY_REQUESTS", message });
