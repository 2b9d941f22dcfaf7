import type { HeaderRule } from './headers-file.mjs';
export const IMMUTABLE: string;
export const REVALIDATE: string;
export const deniedFeatures: string[];
export function securityHeaders(contentSecurityPolicy: string): [string, string][];
export const OPENER_POLICY: string;
export const OPENER_POLICY_WITH_POPUPS: string;
export function headerRules(
  entries: { name: string; isDirectory: boolean }[],
  contentSecurityPolicy: string,
  options?: { popupFolders?: string[] },
): HeaderRule[];
export function renderHeadersFile(rules: HeaderRule[]): string;
