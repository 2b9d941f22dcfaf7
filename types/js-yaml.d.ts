/**
 * The part of js-yaml (v3, gray-matter's own YAML engine) that lib/post-schema.ts uses. The
 * package ships no types and @types/js-yaml is not installed; `load` with an explicit schema
 * behaves the same in js-yaml 3 and 4.
 */
declare module 'js-yaml' {
  export type Schema = { readonly __brand: 'js-yaml.Schema' };
  /** YAML 1.2 core types only: strings, numbers, booleans, null; no timestamps, no JS types. */
  export const CORE_SCHEMA: Schema;
  export function load(input: string, options?: { schema?: Schema; filename?: string }): unknown;
}
