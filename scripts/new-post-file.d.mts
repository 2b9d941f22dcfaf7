export const DEFAULT_AUTHOR: string;
export function postSlug(title: string): string;
export function localIsoDate(now?: Date): string;
export function postTemplate(input: { title: string; author: string; date: string }): string;
