/** Types of builds.mjs for the TypeScript that imports it (the fault tests of the compiled server). */
export declare function serverBuildIsCurrent(): boolean
export declare function ensureBuilt(): void
