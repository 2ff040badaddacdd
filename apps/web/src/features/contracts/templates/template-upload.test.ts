import { afterEach, describe, expect, it, vi } from "vitest";
import { TemplateUploadError, uploadTemplate, uploadTemplateVersion } from "./template-upload";

const TEMPLATE = "0196f000-0000-7000-8000-0000000000a1";

function answer(status: number, body: unknown) {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("uploading a template", () => {
  it("posts the details, then the file last, as multipart form data with the session cookie", async () => {
    const fetch = answer(201, { success: true, data: { id: TEMPLATE, name: "Cloud MSA" } });
    vi.stubGlobal("fetch", fetch);
    const file = new File(["%PDF-1.4"], "msa.pdf", { type: "application/pdf" });
    const saved = await uploadTemplate(
      { name: "Cloud MSA", type: "master_services_agreement", description: null },
      file,
    );
    expect(saved).toEqual({ id: TEMPLATE, name: "Cloud MSA" });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/contract-templates");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("same-origin");
    const body = init.body as FormData;
    // No description field when there is none; the file comes last.
    expect([...body.keys()]).toEqual(["name", "type", "file"]);
    expect(body.get("name")).toBe("Cloud MSA");
    expect((body.get("file") as File).name).toBe("msa.pdf");
  });

  it("posts a new version, with its note, to the template's versions", async () => {
    const fetch = answer(201, { success: true, data: { id: TEMPLATE, name: "Cloud MSA" } });
    vi.stubGlobal("fetch", fetch);
    await uploadTemplateVersion(TEMPLATE, "Clause 12 updated", new File(["text"], "msa v2.txt"));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/contract-templates/${TEMPLATE}/versions`);
    expect([...(init.body as FormData).entries()].map(([k, v]) => [k, typeof v === "string" ? v : v.name])).toEqual([
      ["note", "Clause 12 updated"],
      ["file", "msa v2.txt"],
    ]);
  });

  it("turns an error answer into its reason, with the server's message and field issues", async () => {
    vi.stubGlobal(
      "fetch",
      answer(400, {
        success: false,
        message: "Template name is required",
        issues: [{ path: "name", message: "Template name is required" }],
      }),
    );
    const refused = await uploadTemplate({ name: "", type: "sla" }, new File(["x"], "a.pdf")).catch((e) => e);
    expect(refused).toBeInstanceOf(TemplateUploadError);
    expect(refused).toMatchObject({ status: 400, reason: "refused", message: "Template name is required" });
    expect(refused.issues).toEqual([{ path: "name", message: "Template name is required" }]);

    vi.stubGlobal("fetch", answer(415, { success: false, message: "Only PDF… files are accepted" }));
    await expect(uploadTemplate({ name: "A", type: "sla" }, new File(["MZ"], "a.pdf"))).rejects.toMatchObject({
      status: 415,
      reason: "wrongKind",
    });

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(uploadTemplateVersion(TEMPLATE, null, new File(["x"], "a.txt"))).rejects.toMatchObject({
      status: 0,
      reason: "network",
    });
  });
});
