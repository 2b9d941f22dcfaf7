import { describe, expect, it } from 'vitest';
import { fillCopy } from './copy';

describe('fillCopy', () => {
  it('fills every slot, as often as it occurs', () => {
    expect(fillCopy('By {author}', { author: 'Ada Obi' })).toBe('By Ada Obi');
    expect(fillCopy('{agency} on {network}', { agency: 'Travel Orchard', network: 'X (Twitter)' })).toBe(
      'Travel Orchard on X (Twitter)',
    );
    expect(fillCopy('Page {page} of {page}', { page: 2 })).toBe('Page 2 of 2');
  });

  it('leaves copy without slots as it is', () => {
    expect(fillCopy('Next', {})).toBe('Next');
  });

  it('names the slot a value is missing for, rather than printing "undefined"', () => {
    const template: string = 'By {author}';
    expect(() => fillCopy(template, {})).toThrow('Copy "By {author}" needs a value for {author}');
  });

  it('inserts values literally, even ones that look like replacement patterns', () => {
    expect(fillCopy('In "{title}".', { title: '$& costs $1 {x}' })).toBe('In "$& costs $1 {x}".');
  });

  it('never takes a value from an inherited name', () => {
    const template: string = '{toString}';
    expect(() => fillCopy(template, {})).toThrow('needs a value for {toString}');
  });
});
