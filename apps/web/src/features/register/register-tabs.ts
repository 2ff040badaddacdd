import type { ComponentType } from "react";
import { ChecksTab } from "./checks/ChecksTab";
import { ConcentrationTab } from "./concentration/ConcentrationTab";
import { DoraTab } from "./dora/DoraTab";
import { EbaTab } from "./eba/EbaTab";
import { EntitiesTab } from "./entities/EntitiesTab";
import { FunctionsTab } from "./functions/FunctionsTab";

/** One tab of /register: its id in the URL (?tab=…), its name's translation key and its screen. */
export interface RegisterTab {
  id: string;
  /** A full key, "register:tabs.<id>" (written out so the translation check finds it). */
  label: string;
  Component: ComponentType;
}

/**
 * The register page's tabs, in the order shown; the first is the default. A tab is added by one entry here pointing
 * at its own screen (the Entities and Functions tabs live in entities/ and functions/).
 */
export const REGISTER_TABS: readonly RegisterTab[] = [
  { id: "eba", label: "register:tabs.eba", Component: EbaTab },
  { id: "checks", label: "register:tabs.checks", Component: ChecksTab },
  { id: "dora", label: "register:tabs.dora", Component: DoraTab },
  { id: "concentration", label: "register:tabs.concentration", Component: ConcentrationTab },
  { id: "entities", label: "register:tabs.entities", Component: EntitiesTab },
  { id: "functions", label: "register:tabs.functions", Component: FunctionsTab },
];
