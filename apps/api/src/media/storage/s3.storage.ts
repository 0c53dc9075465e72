import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { type AppConfig } from '../../config/app-config.js';
import { IMMUTABLE_CACHE_CONTROL, assertSafeKey, type ObjectStorage } from './object-storage.js';

/** Any S3-compatible object store (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces...). */
export class S3Storage implements ObjectStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicBase: string;

  constructor(config: AppConfig) {
    this.bucket = config.S3_BUCKET as string;
    const forcePathStyle = config.S3_FORCE_PATH_STYLE === 'true';
    this.client = new S3Client({
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle,
      ...(config.S3_ACCESS_KEY_ID
        ? {
            credentials: {
              accessKeyId: config.S3_ACCESS_KEY_ID,
              secretAccessKey: config.S3_SECRET_ACCESS_KEY as string,
            },
          }
        : {}),
      // Only what S3 requires: several S3-compatible stores reject the newer default checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    const endpoint = (config.S3_ENDPOINT ?? `https://s3.${config.S3_REGION}.amazonaws.com`).replace(
      /\/+$/,
      '',
    );
    this.publicBase = (
      config.S3_PUBLIC_URL ??
      (forcePathStyle ? `${endpoint}/${this.bucket}` : endpoint.replace('://', `://${this.bucket}.`))
    ).replace(/\/+$/, '');
  }

  async put(key: string, body: Buffer, contentType: string): Promise<string> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      }),
    );
    return `${this.publicBase}/${key}`;
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  destroy(): void {
    this.client.destroy();
  }
}
