import { useComposedRefs } from "radix-ui/internal";
import * as React from "react";
import { LayerBranches } from "./layer-stack";
import { Spinner } from "./spinner";

/*
 * Keyboard focus of the modal layers (dialog, alert dialog, sheet), opened alone or one over another.
 *
 * Their content has its own Suspense boundary. Content that suspends (a translation namespace or a chunk loaded
 * on first use) would otherwise suspend the page's boundary outside the layer: React hides the whole page, the
 * open layer with it, and detaches its refs. Radix's focus scope then registers itself again when the page
 * reappears, and the clean-up of its first registration, which runs a tick later, drops it from the stack of focus
 * scopes while its trap stays on. A layer opened over it afterwards can no longer pause that trap, which pulls the
 * focus straight back: a keyboard user never reaches the inner layer. With the boundary inside the content only
 * the content waits, and the layer and its place in the stack stay as they are.
 */

const LOADING_SLOT = "dialog-loading";
const LAYER = "[role=dialog],[role=alertdialog]";
const TABBABLE = "button,input,select,textarea,[href],[tabindex],summary,[contenteditable=true]";

/** Where the focus goes when the layer is ready: an element marked data-autofocus, else the first one to tab to. */
function firstFocusable(layer: HTMLElement, preferred?: string): HTMLElement | null {
  const marked =
    layer.querySelector<HTMLElement>("[data-autofocus]") ??
    (preferred ? layer.querySelector<HTMLElement>(preferred) : null);
  if (marked) return marked;
  const candidates = Array.from(layer.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLButtonElement).disabled &&
      el.tagName !== "A" &&
      el.closest(LAYER) === layer &&
      el.getClientRects().length > 0,
  );
  // The corner's Close comes last: Radix too starts on the first field or button of the content.
  return candidates.find((el) => el.dataset.slot?.endsWith("-close") !== true) ?? candidates[0] ?? null;
}

function DialogLoading({ preferred }: { preferred?: string }) {
  const ref = React.useRef<HTMLDivElement>(null);
  React.useLayoutEffect(() => {
    const layer = ref.current?.closest<HTMLElement>(LAYER);
    return () => {
      // The content is there now (or the layer is closing): unless the user has moved the focus into it already,
      // it goes where opening the layer would have put it.
      setTimeout(() => {
        if (!layer?.isConnected) return;
        // Only from the layer itself or from nowhere (hidden content loses it): never out of a layer opened over it.
        const active = document.activeElement;
        if (active && active !== layer && active !== document.body) return;
        firstFocusable(layer, preferred)?.focus();
      }, 0);
    };
  }, [preferred]);
  return (
    <div ref={ref} data-slot={LOADING_SLOT} className="flex justify-center py-8">
      <Spinner className="size-6 text-muted-foreground" />
    </div>
  );
}

/**
 * What goes inside a layer's Radix content: its place among the open layers (layer-stack.tsx) and the caller's
 * content in its own Suspense boundary (see above). `preferred`: a selector to focus first once loaded.
 */
export function LayerBody({
  node,
  preferred,
  children,
}: {
  node: HTMLElement | null;
  preferred?: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <LayerBranches node={node} />
      <React.Suspense fallback={<DialogLoading preferred={preferred} />}>{children}</React.Suspense>
    </>
  );
}

/**
 * The open and close focus handlers of a layer, around the caller's own (which run first and may prevent these).
 * On open while the content is still loading, the focus goes to the layer itself (inside its trap) until the
 * content arrives. On close it returns to the element that had it when the layer opened (the button in the layer
 * underneath, say), or to that layer when the button is gone (a deleted row's); Radix alone returns it only to a
 * DialogTrigger, and without one leaves it on the page's body, outside the layer still open.
 */
export function useLayer<T extends HTMLElement>({
  ref,
  onOpenAutoFocus,
  onCloseAutoFocus,
}: {
  ref?: React.Ref<T>;
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const [node, setNode] = React.useState<T | null>(null);
  const composedRef = useComposedRefs(ref, setNode);
  const opener = React.useRef<{ element: HTMLElement | null; layer: HTMLElement | null }>({
    element: null,
    layer: null,
  });
  const contentProps = {
    ref: composedRef,
    onOpenAutoFocus: (event: Event) => {
      const content = event.currentTarget instanceof HTMLElement ? event.currentTarget : null;
      const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // Not again when the scope re-registers (its page reappeared): the focus is inside the layer by then.
      if (!content?.contains(active)) {
        const element = active === document.body ? null : active;
        opener.current = { element, layer: element?.closest<HTMLElement>(LAYER) ?? null };
      }
      onOpenAutoFocus?.(event);
      if (event.defaultPrevented) return;
      if (content?.querySelector(`[data-slot=${LOADING_SLOT}]`)) {
        event.preventDefault();
        content.focus({ preventScroll: true });
      }
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const { element, layer } = opener.current;
      const target = element?.isConnected && element.getClientRects().length > 0 ? element : layer;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus({ preventScroll: true });
      }
    },
  };
  return { node, contentProps };
}
