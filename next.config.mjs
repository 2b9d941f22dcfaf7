// Static export: every route becomes out/<route>/index.html, served as-is by any CDN.
// BASE_PATH lets the same build live under a sub-path (e.g. GitHub Pages project sites).
const basePath = process.env.BASE_PATH || '';
// EXPORT_DIR writes the export somewhere other than out/ (the fixture builds and the scale benchmark):
// with output 'export', a custom distDir names the export folder; build files stay in .next.
const exportDir = process.env.EXPORT_DIR;

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  ...(exportDir ? { distDir: exportDir } : {}),
  trailingSlash: true,
  basePath,
  reactStrictMode: true,
  poweredByHeader: false,
  images: {
    loader: 'custom',
    loaderFile: './lib/image-loader.ts',
    // Next's defaults, written out: the widths next/image asks the loader for, and the widths the
    // photo step (scripts/build/photos.ts) makes of each of the agency's own photos.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [32, 48, 64, 96, 128, 256, 384],
  },
  env: {
    NEXT_PUBLIC_BASE_PATH: basePath,
    // Inlined even when unset (as ''), so the calls that count compile away with it
    // (lib/analytics-events.ts; docs/decisions/0090-privacy-first-analytics.md).
    NEXT_PUBLIC_ANALYTICS_HOST: process.env.NEXT_PUBLIC_ANALYTICS_HOST || '',
  },
  // SKIP_BUILD_TYPECHECK=1: the test suite's builds (scripts/test/) skip Next's type check, since
  // `npm test` runs tsc once over the same sources. Never set for a deploy.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  experimental: {
    // Turbopack's build cache in .next/cache, on by default in Next 16.4: npm test's builds set
    // TURBOPACK_BUILD_CACHE=0. Its five builds (and the CMS test's) each wrote the cache (10 to 22 s,
    // 77 s a run) and none compiled faster for the one before it: each variant differs in its
    // environment (docs/decisions/0150-a-suite-of-engines-and-screens.md).
    turbopackFileSystemCacheForBuild: process.env.TURBOPACK_BUILD_CACHE !== '0',
  },
};

export default nextConfig;
