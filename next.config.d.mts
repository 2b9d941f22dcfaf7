// Types for next.config.mjs, so scripts read its settings (e.g. images.deviceSizes) type-checked.
import type { NextConfig } from 'next';

declare const nextConfig: NextConfig;
export default nextConfig;
