// For component tests only: a tRPC client the test answers, and the providers around
// what it renders.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createTRPCClient, TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import type { ReactElement, ReactNode } from "react";
import type { AppRouter } from "./app-router";
import { TRPCProvider } from "./trpc";

export type Handler = (input: unknown) => unknown;

/** A tRPC client answered by the test: each procedure's path → its answer (or the error it throws). */
export function mockClient(handlers: Record<string, Handler>) {
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        Promise.resolve()
          .then(() => {
            const handler = handlers[op.path];
            if (!handler) throw new Error(`No answer for ${op.path}`);
            return handler(op.input);
          })
          .then(
            (data) => {
              observer.next({ result: { type: "data", data } });
              observer.complete();
            },
            (error: unknown) =>
              observer.error(error instanceof TRPCClientError ? error : TRPCClientError.from(error as Error)),
          );
      });
  return createTRPCClient<AppRouter>({ links: [link] });
}

/** The error the server answers with `httpStatus` (409 for a completed assessment, 403 for a role refused). */
export function serverError(httpStatus: number, code: string, message: string) {
  return TRPCClientError.from({ error: { message, code: -32603, data: { code, httpStatus } } });
}

/** Renders `ui` with a query client and the mocked tRPC client; `user` types and clicks. */
export function renderWithTrpc(ui: ReactElement, handlers: Record<string, Handler>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const client = mockClient(handlers);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={client} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
  render(ui, { wrapper });
  return { user: userEvent.setup(), queryClient };
}

/** What jsdom lacks and the dialogs' parts ask for (media queries, element sizes, pointer capture). */
export function polyfillDialogs() {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
}
