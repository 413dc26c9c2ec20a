/** The starter's package.json (its name is set by create-vitrine). */
export function starterPackageJson(): {
  name: string;
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
/** The starter's tsconfig.json: the repository's base options, standalone, with the storefront's `rootDirs` for the generated route types. */
export function starterTsconfig(): { compilerOptions: Record<string, unknown>; include: string[] };
/** vite.config.ts without the repository's paths and source condition; throws when a rewrite no longer applies. */
export function starterViteConfig(text: string): string;
/** Every file of examples/storefront the starter takes, relative to it. */
export function storefrontFiles(): string[];
/** Writes the template into `out` (emptied first) and returns it. */
export function buildTemplate(out?: string): string;
