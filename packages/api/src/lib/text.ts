/** Text cut to `max` characters, ending in an ellipsis when cut (a long name must not overflow a title's limit). */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
