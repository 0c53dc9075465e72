import { MESSAGES } from '@foundation/shared';
import { defineDomainErrors, ErrorKind } from '../common/errors/domain-error.js';

/** Errors of uploaded images: receiving, checking and re-encoding them, and the admin's media library. */
export enum MediaErrorCode {
  NotFound = 'not_found',
  /** The multipart form is wrong (no file, several files, unreadable form). */
  InvalidUpload = 'invalid_request',
  ImageTooLarge = 'image_too_large',
  TooManyPixels = 'too_many_pixels',
  UnsupportedImageType = 'unsupported_image_type',
  UnreadableImage = 'unreadable_image',
  InUse = 'media_in_use',
  StorageUnavailable = 'storage_unavailable',
}

export const MEDIA_MESSAGES = {
  notFound: 'Image not found',
  noFile: 'Choose an image file to upload',
  oneFile: 'Send exactly one image, in the field "file"',
  formTooLarge: 'The upload form has too many or too large fields',
  notMultipart: 'The upload could not be read (multipart/form-data expected)',
  unreadable: 'The image file is damaged or cannot be read',
  storageUnavailable: 'The image files could not be deleted right now; please try again',
} as const;

export const mediaError = defineDomainErrors<MediaErrorCode>({
  [MediaErrorCode.NotFound]: { kind: ErrorKind.NotFound, message: MEDIA_MESSAGES.notFound },
  [MediaErrorCode.InvalidUpload]: { kind: ErrorKind.Invalid, message: MEDIA_MESSAGES.notMultipart },
  [MediaErrorCode.ImageTooLarge]: { kind: ErrorKind.TooLarge, message: MESSAGES.imageTooLarge },
  [MediaErrorCode.TooManyPixels]: { kind: ErrorKind.TooLarge, message: 'The image has too many pixels' },
  [MediaErrorCode.UnsupportedImageType]: {
    kind: ErrorKind.UnsupportedType,
    message: MESSAGES.imageWrongType,
  },
  [MediaErrorCode.UnreadableImage]: { kind: ErrorKind.Invalid, message: MEDIA_MESSAGES.unreadable },
  [MediaErrorCode.InUse]: {
    kind: ErrorKind.Conflict,
    message: 'This image is still used; remove it there first',
  },
  [MediaErrorCode.StorageUnavailable]: {
    kind: ErrorKind.Unavailable,
    message: MEDIA_MESSAGES.storageUnavailable,
  },
});
