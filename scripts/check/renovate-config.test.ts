import { describe, expect, it } from 'vitest';
import { withoutRe2Note } from './renovate-config';

describe('withoutRe2Note', () => {
  it('drops the note that the native RE2 was not built, and keeps what the validator found', () => {
    const output = [
      ' WARN: RE2 not usable, falling back to RegExp: regex validation may be inaccurate',
      '       "err": {',
      '         "code": "MODULE_NOT_FOUND",',
      '       }',
      ' INFO: Validating renovate.json',
      'ERROR: Found errors in configuration',
      '       "message": "Invalid configuration option: automergeTyp"',
    ].join('\n');
    expect(withoutRe2Note(output)).toBe(
      [
        'INFO: Validating renovate.json',
        'ERROR: Found errors in configuration',
        '       "message": "Invalid configuration option: automergeTyp"',
      ].join('\n'),
    );
  });
});
