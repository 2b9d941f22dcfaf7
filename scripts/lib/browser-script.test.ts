import { describe, expect, it } from 'vitest';
import { headScript } from '@/lib/head-script';
import { browserScriptProblems } from './browser-script';

describe('browserScriptProblems', () => {
  it('passes the head script as this checkout compiles it (the export test checks what the build shipped)', () => {
    expect(browserScriptProblems(headScript)).toEqual([]);
  });

  it('refuses syntax a supported browser cannot parse, and names the page does not have', () => {
    expect(browserScriptProblems('document.body.matches(/a/v)')).toEqual([expect.stringMatching(/regular expression flag/)]);
    expect(browserScriptProblems('__name(function(){},"f")')).toEqual([expect.stringMatching(/'__name' is not defined/)]);
    expect(browserScriptProblems('import x from "y"')).toEqual([expect.stringMatching(/'import' and 'export'/)]);
  });
});
