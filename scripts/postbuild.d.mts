import type { PolicyOptions } from './csp.mjs';
export function htmlFiles(dir: string): string[];
export function policyOptions(options?: { extraImageOrigins?: string[] }): PolicyOptions;
export function processExport(dir: string, options?: PolicyOptions): string[];
