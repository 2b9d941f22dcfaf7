import { describe, expect, it } from 'vitest';
import { fillTemplate } from './template';

describe('fillTemplate', () => {
  it('replaces each placeholder with its value', () => {
    expect(fillTemplate('{minutes} min read', { minutes: 6 })).toBe('6 min read');
    expect(fillTemplate('Share on {network}', { network: 'X' })).toBe('Share on X');
  });

  it('inserts values literally, even ones that look like replacement patterns', () => {
    expect(fillTemplate('In "{title}".', { title: '$& costs $1 {x}' })).toBe('In "$& costs $1 {x}".');
  });

  it('leaves a placeholder without a value in place, and ignores inherited names', () => {
    expect(fillTemplate('{missing} and {toString}', {})).toBe('{missing} and {toString}');
  });
});
