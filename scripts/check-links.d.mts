import type { Tag } from './html.mjs';
export function tagUrls(tag: Tag): { attribute: string; url: string }[];
export function fragmentTargets(tags: Tag[]): Set<string>;
export function newTabProblem(tag: Tag): string | null;
export function resolveInternal(
  url: string,
  options: { pageUrl: string; basePath: string; dir: string },
): { external: true } | { error: string } | { file: string; fragment: string };
export function checkLinks(options: { dir: string; basePath?: string }): { pages: number; links: number; fragments: number; problems: string[] };
