// Building blocks of the answers' schemas (each procedure's `.output()`): what tRPC checks an answer against and
// /api/openapi.json documents. Browser-safe: zod only.
//
// How values travel: the answer is JSON (tRPC without a transformer, the REST envelope). A time the services hold as
// a Date is `timestamp` here (z.date()), checked as a Date on the server and sent as ISO 8601 text, which the
// document says (rest/openapi.ts turns z.date() into `string, format: date-time`). Money and measures are exact
// decimal text, never floats; calendar dates (invoices) are "YYYY-MM-DD" text.
import { z } from "zod";

/** A point in time: a Date on the server, ISO 8601 text ("2026-03-01T09:30:00.000Z") in the JSON answer. */
export const timestamp = z.date();

/** A point in time the service already sends as ISO 8601 text. */
export const timestampText = z.iso.datetime();

/** A calendar date as text, "2026-03-01". */
export const dateText = z.iso.date();

/** An amount of money as exact text with two decimals, "1250000.00". */
export const moneyText = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .describe('Exact decimal text with two decimals, e.g. "1250000.00"');

/** A record's id. */
export const idOutput = z.uuid();

/** Someone named on a record ("by whom"): the account's id and name, never more. */
export const userRefOutput = z.object({ id: idOutput, name: z.string() });

/** The vendor a record belongs to, as lists show it. */
export const vendorRefOutput = z.object({ id: idOutput, name: z.string() });

/** How a list answer pages (REST: the envelope's `pagination`, beside `data`). */
export const paginationOutput = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int().describe("Rows matching (a lower bound when totalIsLowerBound is true)"),
  totalPages: z.number().int(),
  totalIsLowerBound: z
    .boolean()
    .optional()
    .describe("True when counting stopped early: there are at least `total` rows"),
});

/**
 * A page of a list: `{ items, pagination }` over tRPC. The REST adapter answers it as `{ success, data: items,
 * pagination }`, and the document describes it so (rest/openapi.ts recognises this shape).
 */
export const pageOutput = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), pagination: paginationOutput });

/** What a delete answers. */
export const deletedOutput = z.object({ id: idOutput, deleted: z.boolean().describe("Always true") });

/** A message to show (password reset and the like). */
export const messageOutput = z.object({ message: z.string() });
