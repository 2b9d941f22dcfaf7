export const FIXTURE_POSTS: number;
export const FIXTURE_DRAFTS: number;
export function syntheticSlug(n: number): string;
export function syntheticTitle(n: number): string;
export function syntheticDate(n: number): string;
export function syntheticTags(n: number): string[];
export function writeSyntheticPosts(directory: string, count: number, options?: { drafts?: number }): void;
