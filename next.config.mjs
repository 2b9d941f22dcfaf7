// Static export: every route becomes out/<route>/index.html, served as-is by any CDN.
// BASE_PATH lets the same build live under a sub-path (e.g. GitHub Pages project sites).
const basePath = process.env.BASE_PATH || '';
// EXPORT_DIR writes the export somewhere other than out/ (the blog's fixture builds and benchmark):
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
  },
  env: {
    NEXT_PUBLIC_BASE_PATH: basePath,
  },
  // SKIP_BUILD_TYPECHECK=1: the test suite's extra exports (scripts/test/) skip Next's type check,
  // since `npm test` runs tsc once over the same sources. Never set for a deploy.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
};

export default nextConfig;
