import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const UPLOAD_TARGETS = [
  'event-cover',
  'event-gallery',
  'program-featured',
  'program-gallery',
  'project-image',
  'slide-desktop',
  'slide-mobile',
] as const;
export type UploadTarget = (typeof UPLOAD_TARGETS)[number];

export interface MediaVariant {
  url: string;
  key: string;
  width: number;
  height: number;
  bytes: number;
}

/**
 * Every image uploaded through the admin API, with its generated WebP variants (for the gallery screen
 * that shows each uploaded image and where it is used).
 */
@Entity('media')
@Index('ix_media_created_at', ['createdAt'])
export class MediaEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 32 })
  target: UploadTarget;

  /** URL of the largest variant: what events and programs store. */
  @Column({ type: 'varchar', length: 2000 })
  url: string;

  @Column({ type: 'integer' })
  width: number;

  @Column({ type: 'integer' })
  height: number;

  @Column({ type: 'jsonb' })
  variants: MediaVariant[];

  /** The name the file had on the admin's computer (for people; never used as a path). */
  @Column({ type: 'varchar', length: 255, default: '' })
  originalName: string;

  /** `image/jpeg` or `image/png`, from the file's content. */
  @Column({ type: 'varchar', length: 32 })
  sourceType: string;

  @Column({ type: 'integer' })
  sourceBytes: number;

  /** The admin who uploaded it (kept when the admin is deleted). */
  @Column({ type: 'uuid', nullable: true })
  uploadedBy: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
