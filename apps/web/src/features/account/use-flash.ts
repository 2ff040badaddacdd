// The success banner timing, shared: src/lib/use-flash.ts.
export { FLASH_MS, useFlash } from "../../lib/use-flash";
