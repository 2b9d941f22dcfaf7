/**
 * Copy in content/ that has a slot for a value ("By {author}", "Page {page}") stays a plain string,
 * so content/ holds data only; this fills the slots. With a literal template the compiler knows its
 * placeholder names and asks for exactly those values.
 */
type Placeholders<T extends string> = T extends `${string}{${infer Key}}${infer Rest}` ? Key | Placeholders<Rest> : never;

export function fillCopy<T extends string>(template: T, values: Record<Placeholders<T>, string | number>): string {
  // A replacer function, so a value such as "$&" is inserted as it is written.
  return template.replace(/\{(\w+)\}/g, (slot, key: string) => {
    if (!Object.hasOwn(values, key)) throw new Error(`Copy "${template}" needs a value for {${key}}`);
    return String((values as Record<string, string | number>)[key]);
  });
}
