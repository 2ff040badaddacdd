import { z } from "zod";
import {
  createInvoiceInput,
  invoiceExceptionsOutput,
  invoiceIdInput,
  invoiceListOutput,
  invoiceMetricsOutput,
  invoiceOutput,
  listInvoicesInput,
  recentInvoicesInput,
  savedInvoiceOutput,
  updateInvoiceInput,
} from "../schemas/invoices.js";
import { deletedOutput } from "../schemas/output.js";
import { router, signedInProcedure } from "../trpc.js";
import { invoiceExceptions } from "./invoice-exceptions.js";
import {
  createInvoice,
  deleteInvoice,
  invoiceMetrics,
  listInvoices,
  recentInvoices,
  updateInvoice,
} from "./invoice-service.js";

const tags = ["Invoices"];

export const invoicesRouter = router({
  list: signedInProcedure
    .meta({
      access: { action: "view", resource: "invoices" },
      rest: { method: "GET", path: "/api/invoices", summary: "List invoices (status paid, pending or overdue)", tags },
    })
    .input(listInvoicesInput)
    .output(invoiceListOutput)
    .query(({ ctx, input }) => listInvoices(ctx, input)),

  recent: signedInProcedure
    .meta({
      access: { action: "view", resource: "invoices" },
      rest: { method: "GET", path: "/api/invoices/recent", summary: "The latest invoices (5 by default)", tags },
    })
    .input(recentInvoicesInput)
    .output(z.array(invoiceOutput))
    .query(({ ctx, input }) => recentInvoices(ctx, input)),

  exceptions: signedInProcedure
    .meta({
      access: { action: "view", resource: "invoices" },
      rest: {
        method: "GET",
        path: "/api/invoices/exceptions",
        summary: "Overdue, duplicate and over-contract invoices",
        tags,
      },
    })
    .output(invoiceExceptionsOutput)
    .query(({ ctx }) => invoiceExceptions(ctx)),

  metrics: signedInProcedure
    .meta({
      access: { action: "view", resource: "invoices" },
      rest: {
        method: "GET",
        path: "/api/invoices/metrics",
        summary: "Totals by status, overdue amount, due in the next 30 days, average days to pay",
        tags,
      },
    })
    .output(invoiceMetricsOutput)
    .query(({ ctx }) => invoiceMetrics(ctx)),

  create: signedInProcedure
    .meta({
      access: { action: "create", resource: "invoices" },
      rest: {
        method: "POST",
        path: "/api/invoices",
        summary: "Record an invoice",
        tags,
        successStatus: 201,
        errors: { 404: "No vendor with this vendorId." },
      },
    })
    .input(createInvoiceInput)
    .output(savedInvoiceOutput)
    .mutation(({ ctx, input }) => createInvoice(ctx, input)),

  update: signedInProcedure
    .meta({
      access: { action: "edit", resource: "invoices" },
      rest: {
        method: "PUT",
        path: "/api/invoices/{id}",
        summary: "Change an invoice or mark it paid",
        tags,
        errors: { 404: "No invoice with this id, or no vendor with the vendorId given." },
      },
    })
    .input(updateInvoiceInput)
    .output(savedInvoiceOutput)
    .mutation(({ ctx, input }) => updateInvoice(ctx, input)),

  delete: signedInProcedure
    .meta({
      access: { action: "delete", resource: "invoices" },
      rest: {
        method: "DELETE",
        path: "/api/invoices/{id}",
        summary: "Delete an invoice",
        tags,
        errors: { 404: "No invoice with this id." },
      },
    })
    .input(invoiceIdInput)
    .output(deletedOutput)
    .mutation(({ ctx, input }) => deleteInvoice(ctx, input.id)),
});
