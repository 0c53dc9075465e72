import { isBlankHtml } from '@foundation/shared';
import { mediaUrl } from './media';
import { nextSlug } from './slugAutofill';
import { GALLERY_UPLOAD_FAILED, UPLOADS_RUNNING_MESSAGE, uploadsBlockSave } from './uploadTracker';
import { statusColor } from './status';
import { flattenCatalogue } from '../i18n/catalogueKeys';
import { hi } from '../i18n/hi';

describe('nextSlug (slug auto-filled from the title while empty)', () => {
  it('fills an empty slug from the title', () => {
    expect(nextSlug('', 'Guru Purnima 2030!', '', true)).toBe('guru-purnima-2030');
    expect(nextSlug('', 'Guru Purnima', null, false)).toBe('guru-purnima');
  });

  it('keeps following the title while creating, as long as the slug is what the title gave', () => {
    let title = '';
    let slug: string | null = '';
    for (const typed of ['G', 'Gu', 'Guru', 'Guru P', 'Guru Purnima']) {
      slug = nextSlug(title, typed, slug, true) ?? slug;
      title = typed;
    }
    expect(slug).toBe('guru-purnima');
  });

  it('never overwrites a slug typed by hand, nor a stored slug while editing', () => {
    expect(nextSlug('Guru', 'Guru Purnima', 'my-own-slug', true)).toBeNull();
    expect(nextSlug('Guru', 'Guru Purnima', 'guru', false)).toBeNull();
    expect(nextSlug('Retreat', 'Retreat 2', 'retreat-copy', true)).toBeNull();
  });
});

describe('isBlankHtml', () => {
  it('sees no text in an empty editor', () => {
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp; </p><p><br></p>')).toBe(true);
    expect(isBlankHtml(null)).toBe(true);
    expect(isBlankHtml('<p>Om</p>')).toBe(false);
    expect(isBlankHtml('<p><img src="/a.webp"></p>')).toBe(false);
  });
});

describe('mediaUrl', () => {
  it('puts uploaded paths on the API host and leaves absolute URLs alone', () => {
    expect(mediaUrl('/uploads/a.webp', 'https://api.example.org')).toBe(
      'https://api.example.org/uploads/a.webp',
    );
    expect(mediaUrl('https://cdn.example.org/a.webp', 'https://api.example.org')).toBe(
      'https://cdn.example.org/a.webp',
    );
    expect(mediaUrl('//cdn.example.org/a.webp', 'https://api.example.org')).toBe('//cdn.example.org/a.webp');
    expect(mediaUrl(null)).toBe('');
  });
});

describe('uploadsBlockSave', () => {
  it('waits for running uploads and aborts after a failed gallery upload', () => {
    expect(uploadsBlockSave({ uploading: 0, failedGallery: 0 })).toBeNull();
    expect(uploadsBlockSave({ uploading: 1, failedGallery: 0 })).toBe(UPLOADS_RUNNING_MESSAGE);
    expect(uploadsBlockSave({ uploading: 0, failedGallery: 2 })).toBe(GALLERY_UPLOAD_FAILED);
    expect(GALLERY_UPLOAD_FAILED).toBe('Failed to upload gallery images');
  });

  it("says it in the panel's language with the given translate", () => {
    const hindi = flattenCatalogue(hi);
    const translate = (key: string) => hindi.get(key) ?? key;
    expect(uploadsBlockSave({ uploading: 1, failedGallery: 0 }, translate)).toBe(
      'कृपया चित्रों का अपलोड पूरा होने तक प्रतीक्षा करें।',
    );
    expect(uploadsBlockSave({ uploading: 0, failedGallery: 1 }, translate)).toBe(
      'गैलरी के चित्र अपलोड नहीं हो सके',
    );
  });
});

describe('statusColor', () => {
  it('is green for completed, yellow for pending and red otherwise', () => {
    expect(statusColor('completed')).toBe('success');
    expect(statusColor('pending')).toBe('warning');
    expect(statusColor('failed')).toBe('error');
    expect(statusColor('refunded')).toBe('error');
  });
});
