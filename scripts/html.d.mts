export type Tag = { name: string; attributes: Record<string, string>; text: string | undefined; index: number };
export function decodeEntities(value: string): string;
export function parseAttributes(source: string): Record<string, string>;
export function scanTags(html: string): Tag[];
