import sharp, { type Metadata } from 'sharp';
import { MediaErrorCode, mediaError } from './media.errors.js';

/** docs/product.md §5: at most 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Larger images are refused before they are decoded (a small file can hide a huge bitmap). */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Widths of the generated WebP files, for responsive images (never wider than the original). */
export const VARIANT_WIDTHS = [480, 960, 1600];

export type SourceType = 'image/jpeg' | 'image/png';

/** The image type by its first bytes (magic numbers), whatever its name or declared type says. */
export function detectImageType(bytes: Buffer): SourceType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, index) => bytes[index] === byte)) return 'image/png';
  return null;
}

export interface EncodedVariant {
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  sourceType: SourceType;
  /** Size of the original as shown (after EXIF rotation). */
  width: number;
  height: number;
  /** Smallest first. */
  variants: EncodedVariant[];
}

const wrongType = () => mediaError(MediaErrorCode.UnsupportedImageType, { field: 'file' });
const unreadable = () => mediaError(MediaErrorCode.UnreadableImage, { field: 'file' });

/**
 * Checks an uploaded file and re-encodes it: JPEG or PNG by content, at most 40 megapixels, then WebP in a
 * few widths with every piece of metadata (EXIF, GPS, comments) left behind.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length > MAX_UPLOAD_BYTES) {
    throw mediaError(MediaErrorCode.ImageTooLarge, { field: 'file' });
  }
  const sourceType = detectImageType(bytes);
  if (!sourceType) throw wrongType();

  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (metadata.format !== (sourceType === 'image/jpeg' ? 'jpeg' : 'png')) throw wrongType();
  if (!metadata.width || !metadata.height) throw unreadable();
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    const message = `The image has too many pixels (${metadata.width} x ${metadata.height}); at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels are allowed`;
    throw mediaError(MediaErrorCode.TooManyPixels, { message, field: 'file' });
  }
  const rotated = (metadata.orientation ?? 1) >= 5;
  const width = rotated ? metadata.height : metadata.width;
  const height = rotated ? metadata.width : metadata.height;

  const widths = [
    ...new Set([
      ...VARIANT_WIDTHS.filter((w) => w < width),
      Math.min(width, VARIANT_WIDTHS.at(-1) as number),
    ]),
  ].sort((a, b) => a - b);
  const decoded = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  try {
    const variants: EncodedVariant[] = [];
    for (const target of widths) {
      const { data, info } = await decoded
        .clone()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 80, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, data });
    }
    return { sourceType, width, height, variants };
  } catch {
    throw unreadable();
  }
}
