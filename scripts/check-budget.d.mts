export type Budget = { js: number; css: number; html: number };
export type Row = { route: string; js: number; css: number; html: number; scripts: number };
export function localFile(url: string, options: { dir: string; basePath?: string }): string | null | undefined;
export function pageAssets(html: string): { scripts: string[]; styles: string[]; fontPreloads: string[]; renderBlockingThirdParty: string[] };
export function fontFaceProblems(css: string): string[];
export function gzipSize(buffer: Buffer | string): number;
export function routeOf(file: string, dir: string): string;
export function breaches(row: Pick<Row, 'route' | 'js' | 'css' | 'html'>, budget: Budget): string[];
export function checkExport(options: { dir: string; basePath: string; budget: Budget }): { rows: Row[]; problems: string[] };
