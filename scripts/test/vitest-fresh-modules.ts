import { vi } from 'vitest';

// Workers are shared between test files (vitest.config.mts, isolate: false): each file starts with
// fresh modules, so one that re-imported a module under a stubbed environment leaves nothing behind.
vi.resetModules();
