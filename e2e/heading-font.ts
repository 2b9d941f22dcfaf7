/**
 * Runs in the page (Playwright's `page.evaluate`, Selenium's `executeScript`): whether the document
 * declares the face the page's `h1` asks for first, its brand font. A page declares the font once,
 * in its head's inline CSS, not in the stylesheets later pages bring (scripts/build/critical-css.ts),
 * so a visit keeps it only if the first page's head stays through client-side navigation.
 * Declared, not loaded: with `font-display: optional` a slow first load may give the font up for
 * the page (Firefox then reports the face as "error"), which is the fallback working as meant.
 */
export function headingFontDeclared(): string {
  const unquote = (name: string) => name.trim().replace(/^["']|["']$/g, '');
  const family = unquote(getComputedStyle(document.querySelector('h1')!).fontFamily.split(',')[0]!);
  const declared = [...document.fonts].some((face) => unquote(face.family) === family);
  return declared ? 'declared' : `"${family}" not declared`;
}
