// `npm run icons`: renders the app icon (assets/icon/norenberc.svg) to the PNG that electron-builder
// turns into each platform's icon (build/icon.png, 1024 px), and a 256 px one for the window.
import { Resvg } from '@resvg/resvg-js';
import { readFileSync, writeFileSync } from 'node:fs';
import { ROOT } from './build.ts';

const svg = readFileSync(`${ROOT}assets/icon/norenberc.svg`, 'utf8');
for (const [size, file] of [
  [1024, 'build/icon.png'],
  [256, 'assets/icon/norenberc-256.png'],
] as const) {
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
  writeFileSync(`${ROOT}${file}`, png);
  process.stdout.write(`${file}: ${size}x${size}, ${png.length} bytes\n`);
}
