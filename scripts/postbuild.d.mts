import type { CmsSources, PolicyOptions } from './csp.mjs';
export function htmlFiles(dir: string): string[];
export function policyOptions(options?: { extraImageOrigins?: string[] }): Required<PolicyOptions>;
export function cmsOf(dir: string): { folder: string; sources: CmsSources } | null;
export function processExport(dir: string, options?: PolicyOptions): string[];
