import type { TagColour } from "@tprm/api/schemas";

/**
 * The palette's chips (collaboration/rules.ts TAG_COLOURS): text at 4.5:1 or more on its tint in the light theme
 * (the 800/900 shade on the 100 tint) and in the dark theme (the 200 shade on a 20 % tint over the dark card).
 */
export const TAG_CHIP_CLASS: Readonly<Record<TagColour, string>> = {
  grey: "bg-slate-100 text-slate-800 dark:bg-slate-500/25 dark:text-slate-100",
  blue: "bg-blue-100 text-blue-800 dark:bg-blue-500/20 dark:text-blue-200",
  green: "bg-green-100 text-green-800 dark:bg-green-500/20 dark:text-green-200",
  amber: "bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-200",
  red: "bg-red-100 text-red-800 dark:bg-red-500/20 dark:text-red-200",
  purple: "bg-violet-100 text-violet-800 dark:bg-violet-500/20 dark:text-violet-200",
  teal: "bg-teal-100 text-teal-800 dark:bg-teal-500/20 dark:text-teal-200",
  pink: "bg-pink-100 text-pink-800 dark:bg-pink-500/20 dark:text-pink-200",
};

/** The palette in its order (the same as TAG_COLOURS; kept here so a screen does not load the rules module). */
export const TAG_PALETTE = Object.keys(TAG_CHIP_CLASS) as TagColour[];
