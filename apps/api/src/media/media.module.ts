import path from 'node:path';
import { Module, type OnApplicationShutdown, Inject } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { AppConfig } from '../config/app-config.js';
import { OBJECT_STORAGE, type ObjectStorage } from './storage/object-storage.js';
import { LocalDiskStorage } from './storage/local-disk.storage.js';
import { S3Storage } from './storage/s3.storage.js';
import { AdminMediaController } from './admin-media.controller.js';
import { AdminMediaService } from './admin-media.service.js';
import { UploadsController } from './uploads.controller.js';
import { MediaRepository } from './media.repository.js';
import { UploadsService } from './uploads.service.js';

/**
 * Image uploads of the admin panel, the storage they go to (local disk or S3-compatible), and the uploaded
 * images' list for the Gallery screen.
 */
@Module({
  imports: [AuditModule],
  controllers: [UploadsController, AdminMediaController],
  providers: [
    MediaRepository,
    UploadsService,
    AdminMediaService,
    {
      provide: OBJECT_STORAGE,
      inject: [AppConfig],
      useFactory: (config: AppConfig): ObjectStorage =>
        config.STORAGE_DRIVER === 's3'
          ? new S3Storage(config)
          : new LocalDiskStorage(path.resolve(config.UPLOADS_DIR)),
    },
  ],
})
export class MediaModule implements OnApplicationShutdown {
  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  onApplicationShutdown(): void {
    if (this.storage instanceof S3Storage) this.storage.destroy();
  }
}
