// The wizard's colours of 001 §4 (answer 4–5 red, 2–3 amber, below 2 green; a section's ratio 0.67 red, 0.33
// amber), as Tailwind classes whose text reads on its tint at 4.5:1 in both themes. The rules choose the colour
// (rules.answerColour, rules.sectionColour); these only paint it.
import type { Colour, DependencyLevel, MaterialityClassValue } from "./wizard-types";

const TINT: Readonly<Record<Colour, string>> = {
  red: "border-red-300 bg-red-50 text-red-800 dark:border-red-400/40 dark:bg-red-500/15 dark:text-red-200",
  amber:
    "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-400/40 dark:bg-amber-500/15 dark:text-amber-100",
  green:
    "border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-400/40 dark:bg-emerald-500/15 dark:text-emerald-200",
};

/** A chosen answer's button, and a section's or a total's summary chip. */
export const tintClassName = (colour: Colour) => TINT[colour];

const SOLID: Readonly<Record<Colour, string>> = {
  red: "border-red-700 bg-red-700 text-white dark:border-red-500 dark:bg-red-600",
  amber: "border-amber-500 bg-amber-400 text-amber-950 dark:border-amber-400 dark:bg-amber-400",
  green: "border-emerald-700 bg-emerald-700 text-white dark:border-emerald-500 dark:bg-emerald-600",
};

/** The selected value of a 0–5 scale: a solid fill, so the chosen one stands out from the five others. */
export const solidClassName = (colour: Colour) => SOLID[colour];

/** The bar of a section's score. */
export const BAR: Readonly<Record<Colour, string>> = {
  red: "bg-red-600 dark:bg-red-500",
  amber: "bg-amber-500 dark:bg-amber-400",
  green: "bg-emerald-600 dark:bg-emerald-500",
};

const DEPENDENCY: Readonly<Record<DependencyLevel, Colour>> = { low: "green", medium: "amber", high: "red" };
export const dependencyColour = (level: DependencyLevel) => DEPENDENCY[level];

const CLASSIFICATION: Readonly<Record<MaterialityClassValue, Colour>> = {
  critical: "red",
  material: "amber",
  non_material: "green",
};
export const classificationColour = (c: MaterialityClassValue) => CLASSIFICATION[c];
