import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempExport } from '../test/temp-export';
import { exportDigest, exportFileOf, exportFiles, exportPages, routeOf } from './export-files';

describe('routeOf', () => {
  it('names routes as visitors see them', () => {
    expect(routeOf('/out/index.html', '/out')).toBe('/');
    expect(routeOf('/out/blog/page/2/index.html', '/out')).toBe('/blog/page/2/');
    expect(routeOf('/out/404.html', '/out')).toBe('/404.html');
  });
});

describe('exportFileOf', () => {
  it("maps a page's URL to its file under the base path; null for another origin", () => {
    expect(exportFileOf('/base/_next/a.css?v=1', { dir: '/out', basePath: '/base' })).toBe('/out/_next/a.css');
    expect(exportFileOf('/_next/a.js', { dir: '/out', basePath: '/base' })).toBeUndefined();
    expect(exportFileOf('https://images.example/a.jpg', { dir: '/out', basePath: '' })).toBeNull();
    expect(exportFileOf('//cdn.example/a.js', { dir: '/out', basePath: '' })).toBeNull();
  });
});

describe('the export walk', () => {
  const paths = [
    '404.html',
    'about/index.html',
    'index.html',
    '404/index.html',
    '_not-found/index.html',
    'blog/page/2/index.html',
    '_next/a.css',
  ];
  const dir = tempExport(Object.fromEntries(paths.map((path) => [path, ''])));

  it('lists every file with the extension at any depth, sorted by path', () => {
    expect(exportFiles(dir, '.html').map((file) => routeOf(file, dir))).toEqual([
      '/404.html',
      '/404/',
      '/_not-found/',
      '/about/',
      '/blog/page/2/',
      '/',
    ]);
    expect(exportFiles(dir, '.css')).toEqual([join(dir, '_next', 'a.css')]);
  });

  it("lists pages home first and the 404 page last, without Next's copies of it", () => {
    expect(exportPages(dir).map((file) => routeOf(file, dir))).toEqual(['/', '/about/', '/blog/page/2/', '/404.html']);
  });
});

describe('exportDigest', () => {
  const files = { 'index.html': '<h1>Home</h1>', '_next/a.js': 'go()', '_next/a.css': 'p{}', 'photo.webp': 'RIFF' };

  it('is the same for the same pages, scripts and styles, and ignores other files', () => {
    expect(exportDigest(tempExport(files))).toBe(exportDigest(tempExport({ ...files, 'photo.webp': 'other' })));
    expect(exportDigest(tempExport(files))).toMatch(/^[0-9a-f]{12}$/);
  });

  it("is the same for two builds of one source: Next's random build id and the policy's script hashes left out", () => {
    const build = (id: string, hash: string) =>
      tempExport({
        ...files,
        'index.html': `<meta content="script-src 'self' 'sha256-${hash}='"><script>push("${id}")</script><h1>Home</h1>`,
        [`_next/static/${id}/_buildManifest.js`]: `self.__BUILD_MANIFEST={id:"${id}"}`,
        '_next/static/chunks/a.js': 'go()',
      });
    expect(exportDigest(build('VHp_Y2wCBi6L', 'abc+/1'))).toBe(exportDigest(build('hzWgdiPYO4Ri', 'xyz+/2')));
  });

  it('changes when a page, a script or a style sheet changes, or moves', () => {
    const digest = exportDigest(tempExport(files));
    expect(exportDigest(tempExport({ ...files, 'index.html': '<h1>Home!</h1>' }))).not.toBe(digest);
    expect(exportDigest(tempExport({ ...files, '_next/a.js': 'go(1)' }))).not.toBe(digest);
    expect(exportDigest(tempExport({ ...files, '_next/a.css': 'p{color:red}' }))).not.toBe(digest);
    const { 'index.html': home, ...rest } = files;
    expect(exportDigest(tempExport({ ...rest, 'home/index.html': home }))).not.toBe(digest);
  });
});
