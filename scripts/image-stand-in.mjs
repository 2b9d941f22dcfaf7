/**
 * A local stand-in for the image CDN, used by the benchmark: for each photo (URL path) it draws a
 * deterministic scene once, then answers each request at the width (`w`), height (`h`, else 3:2)
 * and quality (`q`) asked for, as WebP, the way the CDN resizes on the fly, with grain added at
 * that size so it weighs about what a photograph does (about 100 kB at 1080 px wide).
 * Answers are cached, like the CDN's.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import sharp from 'sharp';

const BASE_WIDTH = 2000;

async function drawPhoto(pathname) {
  const width = BASE_WIDTH;
  const height = Math.round((BASE_WIDTH * 2) / 3);
  const seed = createHash('sha256').update(pathname).digest();
  const colour = (index) => `hsl(${Math.round((seed[index] / 255) * 360)} 45% ${30 + Math.round((seed[index + 1] / 255) * 40)}%)`;
  const shapes = [0, 4, 8, 12]
    .map((i) => `<circle cx="${(seed[i] / 255) * width}" cy="${(seed[i + 1] / 255) * height}" r="${(0.15 + seed[i + 2] / 512) * width}" fill="${colour(i + 2)}" fill-opacity="0.7"/>`)
    .join('');
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour(20)}"/><stop offset="1" stop-color="${colour(22)}"/></linearGradient><filter id="b"><feGaussianBlur stdDeviation="${width / 40}"/></filter></defs><rect width="100%" height="100%" fill="url(#g)"/><g filter="url(#b)">${shapes}</g></svg>`;
  return sharp(Buffer.from(scene)).png({ compressionLevel: 0 }).toBuffer();
}

/** Fine detail at the delivered size, so the bytes grow with the width as a photo's do. */
function grain(width, height) {
  return sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .blur(0.7)
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** Serves on both loopback addresses (image.localhost may resolve to either); resolves once listening. */
export async function startImageStandIn(port) {
  const photos = new Map();
  const answers = new Map();

  const answer = async (url) => {
    if (!photos.has(url.pathname)) photos.set(url.pathname, drawPhoto(url.pathname));
    const photo = await photos.get(url.pathname);
    const width = Math.min(Number(url.searchParams.get('w')) || 1080, 3840);
    const height = Number(url.searchParams.get('h')) || Math.round((width * 2) / 3);
    const quality = Number(url.searchParams.get('q')) || 75;
    const resized = await sharp(photo).resize(width, height, { fit: 'cover' }).png({ compressionLevel: 0 }).toBuffer();
    return sharp(resized).composite([{ input: await grain(width, height), blend: 'soft-light' }]).webp({ quality }).toBuffer();
  };

  const handle = async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://image.localhost');
    const key = url.pathname + url.search;
    if (!answers.has(key)) answers.set(key, answer(url));
    try {
      const body = await answers.get(key);
      res.writeHead(200, { 'content-type': 'image/webp', 'content-length': body.length, 'cache-control': 'public, max-age=31536000' });
      res.end(body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  };

  const servers = await Promise.all(
    ['127.0.0.1', '::1'].map(
      (host) =>
        new Promise((resolve, reject) => {
          const server = createServer(handle);
          server.once('error', reject);
          server.listen(port, host, () => resolve(server));
        }),
    ),
  );
  return { close: () => servers.forEach((server) => server.close()) };
}
