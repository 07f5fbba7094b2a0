import path from 'node:path';
import sharp from 'sharp';

// `npm run og-image`: renders the social-card image public/og-image.png
// (1200 × 630, referenced by the Seo component) from scripts/og-image.svg.
// Run it again after editing the SVG and commit both files.

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'scripts', 'og-image.svg');
const target = path.join(root, 'public', 'og-image.png');

const info = await sharp(source, { density: 72 })
  .resize(1200, 630, { fit: 'cover' })
  .png({ compressionLevel: 9, palette: true, quality: 90 })
  .toFile(target);

console.log(`${path.relative(root, target)}: ${info.width} × ${info.height}, ${(info.size / 1024).toFixed(1)} KB`);
