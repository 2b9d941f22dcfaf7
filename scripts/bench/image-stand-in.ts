/**
 * A local stand-in for the image CDN, used by the benchmark: for each photo (URL path) it draws a
 * deterministic scene once, then answers each request at the width (`w`), height (`h`, else 3:2)
 * and quality (`q`) asked for, as WebP, the way the CDN resizes on the fly, with grain added at
 * that size so it weighs about what a photograph does (about 100 kB at 1080 px wide).
 * Answers are cached, like the CDN's, and served over HTTP/2 with TLS, like the CDN's.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { startHttp2, type Handler, type Running } from './http2';
import type { Certificate } from './tls';

const BASE_WIDTH = 2000;

async function drawPhoto(pathname: string): Promise<Buffer> {
  const width = BASE_WIDTH;
  const height = Math.round((BASE_WIDTH * 2) / 3);
  const seed = createHash('sha256').update(pathname).digest();
  const byte = (index: number) => seed[index] ?? 0;
  const colour = (index: number) =>
    `hsl(${Math.round((byte(index) / 255) * 360)} 45% ${30 + Math.round((byte(index + 1) / 255) * 40)}%)`;
  const shapes = [0, 4, 8, 12]
    .map(
      (i) =>
        `<circle cx="${(byte(i) / 255) * width}" cy="${(byte(i + 1) / 255) * height}" r="${(0.15 + byte(i + 2) / 512) * width}" fill="${colour(i + 2)}" fill-opacity="0.7"/>`,
    )
    .join('');
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour(20)}"/><stop offset="1" stop-color="${colour(22)}"/></linearGradient><filter id="b"><feGaussianBlur stdDeviation="${width / 40}"/></filter></defs><rect width="100%" height="100%" fill="url(#g)"/><g filter="url(#b)">${shapes}</g></svg>`;
  return sharp(Buffer.from(scene)).png({ compressionLevel: 0 }).toBuffer();
}

/** Fine detail at the delivered size, so the bytes grow with the width as a photo's do. */
function grain(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .blur(0.7)
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export function imageHandler(): Handler {
  const photos = new Map<string, Promise<Buffer>>();
  const answers = new Map<string, Promise<Buffer>>();

  const answer = async (url: URL) => {
    if (!photos.has(url.pathname)) photos.set(url.pathname, drawPhoto(url.pathname));
    const photo = await photos.get(url.pathname)!;
    const width = Math.min(Number(url.searchParams.get('w')) || 1080, 3840);
    const height = Number(url.searchParams.get('h')) || Math.round((width * 2) / 3);
    const quality = Number(url.searchParams.get('q')) || 75;
    const resized = await sharp(photo).resize(width, height, { fit: 'cover' }).png({ compressionLevel: 0 }).toBuffer();
    return sharp(resized)
      .composite([{ input: await grain(width, height), blend: 'soft-light' }])
      .webp({ quality })
      .toBuffer();
  };

  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'https://image.localhost');
    const key = url.pathname + url.search;
    if (!answers.has(key)) answers.set(key, answer(url));
    try {
      const body = await answers.get(key)!;
      res.writeHead(200, {
        'content-type': 'image/webp',
        'content-length': body.length,
        'cache-control': 'public, max-age=31536000',
      });
      res.end(body);
    } catch (error) {
      res.writeHead(500);
      res.end(String(error));
    }
  };
}

export function startImageStandIn(port: number, certificate: Certificate): Promise<Running> {
  return startHttp2(port, certificate, imageHandler());
}
