import { SERVER_ERROR_MESSAGE } from "@tprm/api";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { FastifyError, FastifyInstance } from "fastify";
import { ZodError } from "zod";

interface ErrorBody {
  success: false;
  message: string;
  issues?: { path: string; message: string }[];
}

function zodToBody(error: ZodError): ErrorBody {
  const issues = error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  const first = issues[0];
  return {
    success: false,
    message: first ? `${first.path ? `${first.path}: ` : ""}${first.message}` : "Invalid input.",
    issues,
  };
}

/** Maps any error to the envelope and status; never lets bad input become a 500. */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    // Field issues keep the error's own status: 400 for bad input, 409 for a field that conflicts (an e-mail in use).
    // An answer that fails its own `.output()` schema is our failure (a 500, logged), not the caller's input.
    if (error.cause instanceof ZodError && error.code !== "INTERNAL_SERVER_ERROR") {
      const body = zodToBody(error.cause);
      return { status: status === 409 ? 409 : 400, body: status === 409 ? { ...body, message: error.message } : body };
    }
    return {
      status,
      body: {
        success: false,
        // A failure of ours says nothing of itself (it is logged); a deliberate 503 says what is unavailable.
        message: error.code === "INTERNAL_SERVER_ERROR" ? SERVER_ERROR_MESSAGE : error.message,
      },
    };
  }
  if (error instanceof ZodError) return { status: 400, body: zodToBody(error) };
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    const messages: Record<string, string> = {
      FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large.",
      FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
      FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty; send a JSON object.",
      FST_ERR_CTP_INVALID_MEDIA_TYPE: "Unsupported content type; send application/json.",
    };
    const message =
      messages[fastifyError.code] ??
      (status === 400 && fastifyError.message.includes("JSON")
        ? "The request body is not valid JSON."
        : fastifyError.message);
    return { status, body: { success: false, message } };
  }
  return {
    status: 500,
    body: { success: false, message: SERVER_ERROR_MESSAGE },
  };
}

export function registerErrorEnvelope(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: error }, "request failed");
    reply.status(status).send(body);
  });
}
