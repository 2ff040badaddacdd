import { FocusScope } from "radix-ui/internal";
import * as React from "react";

/*
 * The open modal layers (dialogs, alert dialogs, sheets), so that one opened over another (from a button inside
 * it, or beside it in the page as the assessment form over the assessment detail) gets the keyboard focus.
 *
 * Radix pauses the focus trap of the layer underneath through a stack of focus scopes. That stack loses a layer
 * whenever the page is hidden and shown again while the layer is open (a component suspends, loading its
 * translations or code on first use): the scope registers itself again on reappearing and the clean-up of its
 * first registration, run a tick later, then removes it, while its trap stays on. The next layer opened cannot
 * pause it, and the trap underneath pulls the focus back out of the layer on top. So each layer also counts the
 * layers above it as branches of its focus scope (Radix's own mechanism for popovers inside a dialog): focus in
 * them is focus inside it, however the stack stands.
 */

interface Layer {
  node: HTMLElement;
  setAbove: (nodes: HTMLElement[]) => void;
}

let layers: Layer[] = [];

function sync() {
  // Portals are appended to the body as the layers open, so the document's order is the stacking order (it
  // stays so when a layer re-registers after its page reappeared).
  const ordered = [...layers].sort((a, b) =>
    a.node.compareDocumentPosition(b.node) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  for (const [index, layer] of ordered.entries()) layer.setAbove(ordered.slice(index + 1).map((above) => above.node));
}

function Branch({ node }: { node: HTMLElement }) {
  FocusScope.useFocusScopeBranch(node);
  return null;
}

/**
 * Rendered inside a layer's Radix content (within its focus scope's branch provider): registers the layer while
 * it is open and makes every layer opened above it a branch of its focus scope.
 */
export function LayerBranches({ node }: { node: HTMLElement | null }) {
  const [above, setAbove] = React.useState<HTMLElement[]>([]);
  React.useEffect(() => {
    if (!node) return;
    const layer: Layer = { node, setAbove };
    layers = [...layers, layer];
    sync();
    return () => {
      layers = layers.filter((other) => other !== layer);
      setAbove([]);
      sync();
    };
  }, [node]);
  return (
    <>
      {above.map((branch, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the layers above, in stacking order; a change re-registers them
        <Branch key={index} node={branch} />
      ))}
    </>
  );
}
