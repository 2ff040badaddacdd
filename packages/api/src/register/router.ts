// The regulatory register's procedures (issue 21, docs/REGISTER.md) under /api/register/...: the bank's entities and
// functions, the register fields of contracts and vendors, their CSV imports; the EBA register, checks, DORA export
// and concentration view are mounted below too.
import { REGISTER_ACCESS } from "../permissions/register-access.js";
import { deletedOutput } from "../schemas/output.js";
import {
  businessFunctionIdInput,
  businessFunctionOutput,
  businessFunctionPageOutput,
  contractRegisterIdInput,
  contractRegisterOutput,
  createBusinessFunctionInput,
  createRegisterEntityInput,
  listBusinessFunctionsInput,
  listRegisterEntitiesInput,
  registerEntityIdInput,
  registerEntityOutput,
  registerEntityPageOutput,
  registerImportInput,
  registerImportOutput,
  updateBusinessFunctionInput,
  updateContractRegisterInput,
  updateRegisterEntityInput,
  updateVendorRegisterInput,
  vendorRegisterIdInput,
  vendorRegisterOutput,
} from "../schemas/register.js";
import { router, signedInProcedure } from "../trpc.js";
import { getContractRegister, updateContractRegister } from "./contract-fields.js";
import { createEntity, deleteEntity, getEntity, listEntities, updateEntity } from "./entity-service.js";
import { createFunction, deleteFunction, getFunction, listFunctions, updateFunction } from "./function-service.js";
import { importEntities } from "./import-entities.js";
import { importFunctions } from "./import-service.js";
import { registerReportsProcedures } from "./reports-router.js";
import { getVendorRegister, updateVendorRegister } from "./vendor-fields.js";

const tags = ["Register"];
const readData = REGISTER_ACCESS.readData;
const edit = REGISTER_ACCESS.edit;
const importErrors =
  "Nothing was imported: every problem is an issue at rows.<row>.<column> (row 1 = the first row after the header).";

const entitiesRouter = router({
  list: signedInProcedure
    .meta({
      access: readData,
      rest: { method: "GET", path: "/api/register/entities", summary: "List the bank's entities and branches", tags },
    })
    .input(listRegisterEntitiesInput)
    .output(registerEntityPageOutput)
    .query(({ ctx, input }) => listEntities(ctx, input)),
  get: signedInProcedure
    .meta({
      access: readData,
      rest: {
        method: "GET",
        path: "/api/register/entities/{id}",
        summary: "One entity or branch",
        tags,
        errors: { 404: "No entity with this id." },
      },
    })
    .input(registerEntityIdInput)
    .output(registerEntityOutput)
    .query(({ ctx, input }) => getEntity(ctx, input.id)),
  create: signedInProcedure
    .meta({
      access: edit,
      rest: {
        method: "POST",
        path: "/api/register/entities",
        summary: "Add an entity or branch of the bank",
        tags,
        successStatus: 201,
        errors: { 409: "The LEI or branch code is already in the register, or another entity maintains the register." },
      },
    })
    .input(createRegisterEntityInput)
    .output(registerEntityOutput)
    .mutation(({ ctx, input }) => createEntity(ctx, input)),
  update: signedInProcedure
    .meta({
      access: edit,
      rest: {
        method: "PATCH",
        path: "/api/register/entities/{id}",
        summary: "Change an entity or branch (only the fields given)",
        tags,
        errors: {
          404: "No entity with this id.",
          409: "The LEI or branch code is already in the register, another entity maintains the register, or entities sit below it.",
        },
      },
    })
    .input(updateRegisterEntityInput)
    .output(registerEntityOutput)
    .mutation(({ ctx, input }) => updateEntity(ctx, input)),
  delete: signedInProcedure
    .meta({
      access: edit,
      rest: {
        method: "DELETE",
        path: "/api/register/entities/{id}",
        summary: "Remove an entity or branch nothing refers to",
        tags,
        errors: { 404: "No entity with this id.", 409: "Functions, contracts or entities below it still refer to it." },
      },
    })
    .input(registerEntityIdInput)
    .output(deletedOutput)
    .mutation(({ ctx, input }) => deleteEntity(ctx, input.id)),
  import: signedInProcedure
    .meta({
      access: edit,
      rest: {
        method: "POST",
        path: "/api/register/entities/import",
        summary: "Import entities and branches from CSV, all or nothing (matched by LEI or branch code)",
        tags,
        errors: { 400: importErrors },
      },
    })
    .input(registerImportInput)
    .output(registerImportOutput)
    .mutation(({ ctx, input }) => importEntities(ctx, input.csv)),
});

const functionsRouter = router({
  list: signedInProcedure
    .meta({
      access: readData,
      rest: { method: "GET", path: "/api/register/functions", summary: "List the bank's business functions", tags },
    })
    .input(listBusinessFunctionsInput)
    .output(businessFunctionPageOutput)
    .query(({ ctx, input }) => listFunctions(ctx, input)),
  get: signedInProcedure
    .meta({
      access: readData,
      rest: {
        method: "GET",
        path: "/api/register/functions/{id}",
        summary: "One business function",
        tags,
        errors: { 404: "No function with this id." },
      },
    })
    .input(businessFunctionIdInput)
    .output(businessFunctionOutput)
    .query(({ ctx, input }) => getFunction(ctx, input.id)),
  create: signedInProcedure
    .meta({
      access: edit,
      rest: {
        method: "POST",
        path: "/api/register/functions",
        summary: "Add a business function",
        tags,
        successStatus: 201,
        errors: { 409: "Another function already has this identifier." },
      },
    })
    .input(createBusinessFunctionInput)
    .output(businessFunctionOutput)
    .mutation(({ ctx, input }) => createFunction(ctx, input)),
  update: signedInProcedure
    .meta({
      access: edit,
      rest: {
        method: "PATCH",
        path: "/api/register/functions/{id}",
        summary: "Change a business function (only the fields given)",
        tags,
        errors: { 404: "No function with this id.", 409: "Another function already has this identifier." },
      },
    })
    .input(updateBusinessFunctionInput)
    .output(businessFunctionOutput)
    .mutation(({ ctx, input }) => updateFunction(ctx, input)),
  delete: signedInProcedure
    .meta({
      access: edit,
      rest: {
        method: "DELETE",
        path: "/api/register/functions/{id}",
        summary: "Remove a business function no contract supports",
        tags,
        errors: { 404: "No function with this id.", 409: "Contracts still support this function." },
      },
    })
    .input(businessFunctionIdInput)
    .output(deletedOutput)
    .mutation(({ ctx, input }) => deleteFunction(ctx, input.id)),
  import: signedInProcedure
    .meta({
      access: edit,
      rest: {
        method: "POST",
        path: "/api/register/functions/import",
        summary: "Import business functions from CSV, all or nothing (matched by identifier; entity by LEI)",
        tags,
        errors: { 400: importErrors },
      },
    })
    .input(registerImportInput)
    .output(registerImportOutput)
    .mutation(({ ctx, input }) => importFunctions(ctx, input.csv)),
});

const contractRouter = router({
  get: signedInProcedure
    .meta({
      access: REGISTER_ACCESS.contractFieldsView,
      rest: {
        method: "GET",
        path: "/api/register/contracts/{id}",
        summary: "A contract's register fields, functions, using entities and supply chain",
        tags,
        errors: { 404: "No contract with this id." },
      },
    })
    .input(contractRegisterIdInput)
    .output(contractRegisterOutput)
    .query(({ ctx, input }) => getContractRegister(ctx, input.id)),
  update: signedInProcedure
    .meta({
      access: REGISTER_ACCESS.contractFields,
      rest: {
        method: "PUT",
        path: "/api/register/contracts/{id}",
        summary: "Change a contract's register fields; the lists given replace the stored ones",
        tags,
        errors: { 404: "No contract with this id." },
      },
    })
    .input(updateContractRegisterInput)
    .output(contractRegisterOutput)
    .mutation(({ ctx, input }) => updateContractRegister(ctx, input)),
});

const vendorRouter = router({
  get: signedInProcedure
    .meta({
      access: REGISTER_ACCESS.vendorFieldsView,
      rest: {
        method: "GET",
        path: "/api/register/vendors/{id}",
        summary: "A vendor's identification for the register",
        tags,
        errors: { 404: "No vendor with this id." },
      },
    })
    .input(vendorRegisterIdInput)
    .output(vendorRegisterOutput)
    .query(({ ctx, input }) => getVendorRegister(ctx, input.id)),
  update: signedInProcedure
    .meta({
      access: REGISTER_ACCESS.vendorFields,
      rest: {
        method: "PUT",
        path: "/api/register/vendors/{id}",
        summary: "Change a vendor's identification for the register",
        tags,
        errors: { 404: "No vendor with this id.", 409: "The LEI already belongs to another vendor." },
      },
    })
    .input(updateVendorRegisterInput)
    .output(vendorRegisterOutput)
    .mutation(({ ctx, input }) => updateVendorRegister(ctx, input)),
});

export const registerRouter = router({
  entities: entitiesRouter,
  functions: functionsRouter,
  contract: contractRouter,
  vendor: vendorRouter,
  // The EBA register, the checks, the DORA package and the concentration view (reports-router.ts).
  ...registerReportsProcedures,
});
