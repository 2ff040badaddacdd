import "../i18n/test-setup";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DataTable, type Page } from "./DataTable";

interface Fruit {
  id: string;
  name: string;
  price: number;
}

const columns: ColumnDef<Fruit, unknown>[] = [
  { id: "name", enableSorting: true, header: "Name", cell: ({ row }) => row.original.name },
  {
    id: "price",
    enableSorting: true,
    header: "Price",
    meta: { cellProps: (fruit) => ({ "data-testid": "price", title: `${fruit.price} cents` }) },
    cell: ({ row }) => row.original.price,
  },
  { id: "notes", header: "Notes", cell: () => "—" },
];

const page: Page<Fruit> = {
  items: [
    { id: "a1", name: "Apple", price: 120 },
    { id: "b2", name: "Banana", price: 80 },
  ],
  pagination: { page: 1, totalPages: 3, total: 25 },
};

/** The parts of a query the table reads. */
function query(state: Partial<UseQueryResult<Page<Fruit>, Error>>) {
  return {
    data: undefined,
    error: null,
    isPending: false,
    isError: false,
    isFetching: false,
    refetch: async () => ({}),
    ...state,
  } as unknown as UseQueryResult<Page<Fruit>, Error>;
}

function html(props: Partial<Parameters<typeof DataTable<Fruit, Error>>[0]> = {}) {
  return renderToStaticMarkup(
    <DataTable
      query={query({ data: page })}
      columns={columns}
      getRowId={(fruit) => fruit.id}
      sort={{ sort: "price", order: "desc" }}
      onSort={() => {}}
      onPageChange={() => {}}
      rowTestId="fruit-row"
      rowProps={(fruit) => ({ "data-fruit-id": fruit.id })}
      emptyMessage="No fruit yet."
      errorTitle="The fruit could not be loaded."
      label="Fruit"
      {...props}
    />,
  );
}

/** Each header cell's text and its aria-sort ("plain" when it has none). */
const headers = (markup: string) =>
  [...markup.matchAll(/<th\s([^>]*)>(.*?)<\/th>/g)].map((m) => [
    (m[2] ?? "").replace(/<[^>]+>/g, ""),
    /aria-sort="(\w+)"/.exec(m[1] ?? "")?.[1] ?? "plain",
  ]);

describe("DataTable", () => {
  it("builds its header from the column definitions: sortable columns say how the server sorted", () => {
    expect(headers(html())).toEqual([
      ["Name", "none"],
      ["Price", "descending"],
      ["Notes", "plain"],
    ]);
    expect(headers(html({ onSort: undefined })).map(([, sort]) => sort)).toEqual(["plain", "plain", "plain"]);
  });

  it("renders one row per item with the row test id, the row's attributes and each cell's attributes", () => {
    const markup = html();
    expect([...markup.matchAll(/<tr[^>]*data-testid="fruit-row"[^>]*data-fruit-id="(\w+)"/g)].map((m) => m[1])).toEqual(
      ["a1", "b2"],
    );
    expect(markup).toContain('data-testid="price" title="120 cents"');
    expect(markup).toContain("25"); // the pager's total
  });

  it("marks the selected rows and offers a checkbox per row and one for the page", () => {
    const markup = html({
      selection: {
        selected: new Set(["b2"]),
        onChange: () => {},
        allLabel: "Select all fruit",
        rowLabel: (fruit) => `Select ${fruit.name}`,
      },
    });
    expect(markup).toMatch(
      /aria-checked="mixed"[^>]*aria-label="Select all fruit"|aria-label="Select all fruit"[^>]*aria-checked="mixed"/,
    );
    expect([...markup.matchAll(/<tr[^>]*data-state="selected"[^>]*data-fruit-id="(\w+)"/g)].map((m) => m[1])).toEqual([
      "b2",
    ]);
    expect(markup).toContain('aria-label="Select Apple"');
  });

  it("shows placeholder rows while the first page loads, the empty message for an empty page, and the error", () => {
    const loading = html({ query: query({ isPending: true }), skeletonRowTestId: "fruit-skeleton" });
    expect(loading.match(/data-testid="fruit-skeleton"/g)).toHaveLength(5);
    expect(html({ query: query({ isPending: true }), idle: true })).not.toContain('data-slot="skeleton"');

    const empty = html({ query: query({ data: { items: [], pagination: { page: 1, totalPages: 0, total: 0 } } }) });
    expect(empty).toContain('colSpan="3"');
    expect(empty).toContain("No fruit yet.");
    expect(
      html({
        query: query({ data: { items: [], pagination: { page: 1, totalPages: 0, total: 0 } } }),
        hidePagerWhenEmpty: true,
      }),
    ).not.toContain("nav");

    const failed = html({ query: query({ isError: true, error: new Error("Server unavailable") }) });
    expect(failed).toContain("The fruit could not be loaded.");
    expect(failed).not.toContain("<table");
    // A failed refetch of a register that keeps its data shows the last page rather than the error.
    expect(
      html({ query: query({ data: page, isError: true, error: new Error("x") }), keepDataOnError: true }),
    ).toContain("Banana");
  });
});
