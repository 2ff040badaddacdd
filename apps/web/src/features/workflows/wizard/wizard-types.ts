import type { Colour, dependencyLevel, MaterialityClassValue } from "@tprm/api/schemas";

export type { Colour, MaterialityClassValue };
export type DependencyLevel = ReturnType<typeof dependencyLevel>;
