import type { Page } from '@playwright/test';

/**
 * Whether the browser itself says the named button is expanded, read from Chromium's accessibility
 * tree (what a screen reader is given), not from an attribute: a popover's invoker carries no
 * `aria-expanded` (the HTML standard forbids it beside `popovertarget`), and the browser derives
 * the state from the popover. Playwright's own role queries read only the attribute.
 * `undefined` when no such button is in the tree (hidden at this width).
 */
export async function expandedToAssistiveTech(page: Page, buttonName: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const button = nodes.find((node) => !node.ignored && node.role?.value === 'button' && node.name?.value === buttonName);
    const expanded = button?.properties?.find((property) => property.name === 'expanded');
    return button ? Boolean(expanded?.value.value) : undefined;
  } finally {
    await cdp.detach();
  }
}
