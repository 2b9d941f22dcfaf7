import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CAMERA_EXIF } from '../lib/synthetic-photos';
import { metadataProblems } from './photo-metadata';

describe('metadataProblems', () => {
  it('names each image that still carries camera EXIF, and passes clean ones', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'metadata-'));
    mkdirSync(join(dir, 'images', 'uploads'), { recursive: true });
    const pixel = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } });
    await pixel()
      .jpeg()
      .withExif(CAMERA_EXIF)
      .toFile(join(dir, 'images', 'uploads', 'camera.jpg'));
    await pixel().webp().toFile(join(dir, 'clean.webp'));
    await pixel().png().toFile(join(dir, 'icon.png'));
    const { images, problems } = await metadataProblems(dir);
    expect(images).toBe(3);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^images\/uploads\/camera\.jpg carries EXIF \(\d+ bytes\)$/);
  });
});
