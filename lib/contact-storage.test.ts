import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_KEY, browserStorage } from './contact-storage';

afterEach(() => vi.unstubAllGlobals());

describe("the contact draft's place on the device", () => {
  it("is the browser's localStorage, under the site's own key", () => {
    const localStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
    vi.stubGlobal('window', { localStorage });
    expect(browserStorage()).toBe(localStorage);
    expect(DRAFT_KEY).toBe('travel-orchard:contact-draft');
  });

  it('is nothing where touching localStorage throws (privacy modes, storage disabled)', () => {
    vi.stubGlobal('window', {
      get localStorage() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(browserStorage()).toBeUndefined();
  });
});
