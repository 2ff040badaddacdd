import {
  createInvoiceInput,
  invoiceIdInput,
  listInvoicesInput,
  recentInvoicesInput,
  updateInvoiceInput,
} from "../schemas/invoices.js";
import { router, signedInProcedure } from "../trpc.js";
import {
  createInvoice,
  deleteInvoice,
  invoiceExceptions,
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
    .query(({ ctx, input }) => listInvoices(ctx, input)),

  recent: signedInProcedure
    .meta({
      access: { action: "view", resource: "invoices" },
      rest: { method: "GET", path: "/api/invoices/recent", summary: "The latest invoices (5 by default)", tags },
    })
    .input(recentInvoicesInput)
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
    .query(({ ctx }) => invoiceMetrics(ctx)),

  create: signedInProcedure
    .meta({
      access: { action: "create", resource: "invoices" },
      rest: { method: "POST", path: "/api/invoices", summary: "Record an invoice", tags, successStatus: 201 },
    })
    .input(createInvoiceInput)
    .mutation(({ ctx, input }) => createInvoice(ctx, input)),

  update: signedInProcedure
    .meta({
      access: { action: "edit", resource: "invoices" },
      rest: { method: "PUT", path: "/api/invoices/{id}", summary: "Change an invoice or mark it paid", tags },
    })
    .input(updateInvoiceInput)
    .mutation(({ ctx, input }) => updateInvoice(ctx, input)),

  delete: signedInProcedure
    .meta({
      access: { action: "delete", resource: "invoices" },
      rest: { method: "DELETE", path: "/api/invoices/{id}", summary: "Delete an invoice", tags },
    })
    .input(invoiceIdInput)
    .mutation(({ ctx, input }) => deleteInvoice(ctx, input.id)),
});
