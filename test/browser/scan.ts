// A phone's camera, for the tests: the texts of the QR codes a real decoder (zxing-wasm) reads in a
// screenshot.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

export async function decodeQr(png: Buffer): Promise<string[]> {
  const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  await prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
    fireImmediately: true,
  });
  const found = await readBarcodes(new Uint8Array(png), { formats: ['QRCode'] });
  return found.filter((b) => b.isValid).map((b) => b.text);
}
