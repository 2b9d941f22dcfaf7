/**
 * Fills `{name}` placeholders in copy from content/ (which stays plain data, not functions).
 * A placeholder without a value is left as it is, so a typo shows on the page instead of vanishing.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder));
}
