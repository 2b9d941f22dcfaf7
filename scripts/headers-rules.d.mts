import type { HeaderRule } from './headers-file.mjs';
export const IMMUTABLE: string;
export const REVALIDATE: string;
export const deniedFeatures: string[];
export function securityHeaders(contentSecurityPolicy: string): [string, string][];
export function headerRules(entries: { name: string; isDirectory: boolean }[], contentSecurityPolicy: string): HeaderRule[];
export function renderHeadersFile(rules: HeaderRule[]): string;
