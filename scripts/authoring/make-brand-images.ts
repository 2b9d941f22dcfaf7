/**
 * Draws the brand's raster images from SVG, once; the PNGs are committed, so neither the build
 * nor the tests need an image library. Run again after changing the mark or the share card:
 *
 *   npx tsx scripts/authoring/make-brand-images.ts
 *
 * Writes app/apple-icon.png (180x180, iOS rounds the corners itself), public/icon-512.png (512x512,
 * maskable: the mark stays inside the central safe circle), public/og-default.png (1200x630,
 * the default social card) and public/favicon.ico (16 and 32 px, from app/icon.svg, for the
 * crawlers and feed readers that ask for /favicon.ico without reading the page). The name, tagline and
 * brand green come from content/site.ts; the other colours are the brand's, as in app/globals.css.
 * Uses sharp (installed with Next.js) and the system's serif font.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { site } from '@/content/site';

const brand = { green: site.brandColor, deep: '#143d2a', amber: '#f2a541', light: '#e8efe9', white: '#ffffff' };
const serif = "Georgia, 'DejaVu Serif', 'Liberation Serif', serif";

/** The mark on a full-bleed square: the letters and the leaf, scaled to `scale` of the square. */
function squareMark(size: number, scale: number): string {
  const unit = (size * scale) / 64;
  const offset = (size - 64 * unit) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" fill="${brand.green}"/>
  <g transform="translate(${offset} ${offset}) scale(${unit})">
    <path d="M41 12.5c5.6-1.7 10.4.6 11.9 5.1-5.2 1.9-10.2.1-11.9-5.1Z" fill="${brand.amber}"/>
    <text x="32" y="42" text-anchor="middle" font-family="${serif}" font-size="27" font-weight="700" fill="${brand.white}">TO</text>
  </g>
</svg>`;
}

const shareCard = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${brand.green}"/>
      <stop offset="1" stop-color="${brand.deep}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <path d="M560 600 C 900 590, 1060 420, 1110 150" fill="none" stroke="${brand.amber}" stroke-opacity="0.45" stroke-width="4" stroke-dasharray="14 14"/>
  <circle cx="1110" cy="150" r="12" fill="${brand.amber}"/>
  <g transform="translate(90 96)">
    <circle cx="44" cy="44" r="44" fill="${brand.white}" fill-opacity="0.12"/>
    <text x="44" y="58" text-anchor="middle" font-family="${serif}" font-size="38" font-weight="700" fill="${brand.white}">TO</text>
  </g>
  <text x="90" y="300" font-family="${serif}" font-size="104" font-weight="700" fill="${brand.white}">${site.name}</text>
  <text x="94" y="372" font-family="${serif}" font-size="46" font-style="italic" fill="${brand.amber}">${site.tagline}</text>
  <text x="94" y="452" font-family="${serif}" font-size="32" fill="${brand.light}">Corporate, leisure, family, group and VIP travel</text>
  <text x="94" y="500" font-family="${serif}" font-size="32" fill="${brand.light}">planned end to end from Maryland, Lagos.</text>
</svg>`;

const outputs: [file: string, svg: string][] = [
  ['app/apple-icon.png', squareMark(180, 0.72)],
  // Maskable icons may be cut to a circle of 80% of the width: keep the mark well inside it.
  ['public/icon-512.png', squareMark(512, 0.62)],
  ['public/og-default.png', shareCard],
];

/** An .ico holding PNG images (every browser since IE Vista reads them): header, directory, data. */
async function icoFromSvg(svg: Buffer, sizes: number[]): Promise<Buffer> {
  const images = await Promise.all(sizes.map((size) => sharp(svg, { density: 384 }).resize(size, size).png().toBuffer()));
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((image, index) => {
    const entry = 6 + 16 * index;
    const size = (sizes[index] ?? 0) % 256; // 256 px is written as 0
    header.writeUInt8(size, entry);
    header.writeUInt8(size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(image.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += image.length;
  });
  return Buffer.concat([header, ...images]);
}

async function main() {
  for (const [file, svg] of outputs) {
    writeFileSync(
      file,
      await sharp(Buffer.from(svg))
        .png({ compressionLevel: 9, palette: file.includes('og-') ? false : true })
        .toBuffer(),
    );
    const { width, height } = await sharp(file).metadata();
    console.log(`${file}: ${width}x${height}`);
  }
  writeFileSync('public/favicon.ico', await icoFromSvg(readFileSync('app/icon.svg'), [16, 32]));
  console.log('public/favicon.ico: 16x16, 32x32');
}

// No top-level await: tsx runs the scripts as CommonJS (package.json has no "type": "module"), which has none.
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
