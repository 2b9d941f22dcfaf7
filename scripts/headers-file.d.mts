export type HeaderRule = { pattern: string; headers: [string, string][] };
export function parseHeadersFile(text: string): HeaderRule[];
export function matchesPattern(pattern: string, pathname: string): boolean;
export function headersFor(rules: HeaderRule[], pathname: string): Map<string, string>;
