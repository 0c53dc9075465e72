/**
 * Reading QR codes: the browser's own `BarcodeDetector` where it has one that reads QR codes (Chrome on
 * Android, Safari 17+ on macOS), else the `barcode-detector` package (ZXing compiled to WebAssembly). The
 * fallback and its `.wasm` are loaded only when first needed, and the `.wasm` comes from our own origin
 * (Vite copies it into the build): never a CDN, so the page's CSP names no other host.
 */
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

export interface QrDetector {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}

interface DetectorConstructor {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
}

let detector: Promise<QrDetector> | null = null;

async function createDetector(): Promise<QrDetector> {
  const native = (globalThis as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
  if (native) {
    const formats = await native.getSupportedFormats().catch(() => [] as string[]);
    if (formats.includes('qr_code')) return new native({ formats: ['qr_code'] });
  }
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  // fireImmediately: fetch and compile the .wasm now (while the page is online), not at the first scan.
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

/** One detector for the page's life (the WebAssembly module compiles once). */
export function qrDetector(): Promise<QrDetector> {
  detector ??= createDetector().catch((error: unknown) => {
    detector = null;
    throw error;
  });
  return detector;
}

/** The first QR code's text in an image, a video frame or a photo; null when none is found. */
export async function readQr(source: ImageBitmapSource): Promise<string | null> {
  const found = await (await qrDetector()).detect(source);
  return found[0]?.rawValue ?? null;
}
