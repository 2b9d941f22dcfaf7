import { describe, expect, it } from 'vitest';
import { sha256Source } from '../build/csp';
import { pointImagesAt } from './session';

describe('pointImagesAt', () => {
  const cdn = 'https://cdn.example.com';
  const local = 'https://imgss.localhost:7';
  const payload = `self.__next_f.push([1,"${cdn}/a.webp"])`;
  const starter = 'start()';
  const page = (script: string, policy: string) =>
    `<head><meta http-equiv="Content-Security-Policy" content="script-src ${policy}; img-src ${cdn}"/></head>` +
    `<body><img src="${cdn}/a.webp"/><script>${script}</script><script>${starter}</script></body>`;

  it('points the URLs at the stand-in and re-hashes only the scripts that changed', () => {
    const html = page(payload, `${sha256Source(payload)} ${sha256Source(starter)}`);
    const moved = payload.replace(cdn, local);
    expect(pointImagesAt(html, cdn, local)).toBe(
      page(moved, `${sha256Source(moved)} ${sha256Source(starter)}`).replaceAll(cdn, local),
    );
  });

  it('leaves a page without the origin as it is', () => {
    const html = page(starter, sha256Source(starter));
    expect(pointImagesAt(html, 'https://elsewhere.example', local)).toBe(html);
  });
});
