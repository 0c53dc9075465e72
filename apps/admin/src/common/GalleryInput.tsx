import { useEffect, useId, useRef, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  FormHelperText,
  FormLabel,
  IconButton,
  LinearProgress,
  TextField,
  Typography,
} from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import { useInput, useTranslate } from 'ra-core';
import { useFormContext } from 'react-hook-form';
import { useAdminDataProvider } from '../providers';
import { ACCEPT_ATTRIBUTE, imageProblem, type UploadTarget } from '../uploads';
import { serverMessage } from './errors';
import { mediaUrl } from './media';
import { useToast } from './toast';
import { useUploadTracker } from './uploadTracker';

type GalleryItem = Record<string, unknown> & { caption?: string };

interface PendingUpload {
  key: number;
  name: string;
  progress: number;
  error: string | null;
}

/** A chosen file refused before upload (wrong type or too large); it blocks nothing. */
interface Refusal {
  key: number;
  name: string;
  message: string;
}

export interface GalleryInputProps {
  source: string;
  /** Name of the URL in each item: `imageUrl` for events, `url` for programs. */
  urlKey: 'imageUrl' | 'url';
  target: UploadTarget;
  label?: string;
  /** Toast when an upload fails. */
  failureMessage: string;
}

/**
 * Gallery images: several files at once, each checked (JPEG/PNG, 5 MB) and uploaded with its own progress
 * bar, then shown with a caption field and a remove button. Failed uploads stay listed until removed; the
 * form refuses to save while there are any (see SaveToolbar).
 */
export function GalleryInput({
  source,
  urlKey,
  target,
  label = 'admin.upload.gallery',
  failureMessage,
}: GalleryInputProps) {
  const translate = useTranslate();
  // The label and the failure toast may be catalogue keys (as react-admin's inputs allow) or texts.
  const labelText = translate(label, { _: label });
  const testIds = { group: `gallery-input-${source}`, files: `files-${source}` };
  const { field } = useInput({ source, defaultValue: [] });
  const { getValues } = useFormContext();
  const dataProvider = useAdminDataProvider();
  const toast = useToast();
  const tracker = useUploadTracker();
  const fileInput = useRef<HTMLInputElement>(null);
  const nextKey = useRef(1);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const id = useId();
  const trackerKey = `gallery:${source}`;

  const items: GalleryItem[] = Array.isArray(field.value) ? field.value : [];

  useEffect(() => {
    tracker.report(trackerKey, {
      kind: 'gallery',
      uploading: pending.filter((upload) => upload.error === null).length,
      failed: pending.filter((upload) => upload.error !== null).length,
    });
  }, [pending, tracker, trackerKey]);
  useEffect(() => () => tracker.forget(trackerKey), [tracker, trackerKey]);

  const setItems = (next: GalleryItem[]) => {
    field.onChange(next);
    field.onBlur();
  };
  const update = (key: number, change: Partial<PendingUpload>) =>
    setPending((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  const uploadOne = async (file: File) => {
    const key = nextKey.current++;
    setPending((list) => [...list, { key, name: file.name, progress: 0, error: null }]);
    try {
      const image = await dataProvider.uploadImage(file, target, {
        onProgress: (progress) => update(key, { progress }),
      });
      const current = getValues(source);
      setItems([...(Array.isArray(current) ? current : []), { [urlKey]: image.url, caption: '' }]);
      setPending((list) => list.filter((upload) => upload.key !== key));
    } catch (error) {
      // The same message at the file and in the toast (see ImageUploadInput).
      const message = serverMessage(error, translate(failureMessage, { _: failureMessage }));
      update(key, { error: message });
      toast.error(`${file.name}: ${message}`);
    }
  };

  const addFiles = (files: File[]) => {
    const accepted: File[] = [];
    const refusedNow: Refusal[] = [];
    for (const file of files) {
      const refused = imageProblem(file);
      if (refused) refusedNow.push({ key: nextKey.current++, name: file.name, message: refused });
      else accepted.push(file);
    }
    // Every refused file of the choice stays listed under the gallery (one toast would only show the last).
    setRefusals(refusedNow);
    // Several refused at once: one toast sends staff to the list of reasons.
    if (refusedNow.length === 1) toast.error(`${refusedNow[0].name}: ${refusedNow[0].message}`);
    else if (refusedNow.length > 1)
      toast.error(translate('admin.upload.refusedFiles', { smart_count: refusedNow.length }));
    // One after the other keeps each progress bar meaningful and the server calm.
    void accepted.reduce((previous, file) => previous.then(() => uploadOne(file)), Promise.resolve());
  };

  return (
    <Box sx={{ mb: 2 }} role="group" aria-labelledby={`${id}-label`} data-testid={testIds.group}>
      <FormLabel id={`${id}-label`} sx={{ display: 'block', mb: 1 }}>
        {labelText}
      </FormLabel>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', mb: 1 }}
      >
        {items.map((item, index) => {
          const url = String(item[urlKey] ?? '');
          return (
            <Card key={`${url}-${index}`} variant="outlined" data-testid="gallery-item">
              <GalleryImage
                url={url}
                alt={item.caption || translate('admin.upload.galleryImage', { number: index + 1 })}
              />
              <CardContent sx={{ pb: 0 }}>
                <TextField
                  label={translate('admin.upload.caption', { number: index + 1 })}
                  size="small"
                  fullWidth
                  value={item.caption ?? ''}
                  slotProps={{ htmlInput: { maxLength: 500 } }}
                  onChange={(event) =>
                    setItems(
                      items.map((other, at) =>
                        at === index ? { ...other, caption: event.target.value } : other,
                      ),
                    )
                  }
                />
              </CardContent>
              <CardActions>
                <Button
                  size="small"
                  color="error"
                  startIcon={<DeleteIcon />}
                  onClick={() => setItems(items.filter((_, at) => at !== index))}
                >
                  {translate('admin.upload.removeImage', { number: index + 1 })}
                </Button>
              </CardActions>
            </Card>
          );
        })}
      </Box>
      {pending.map((upload) => (
        <Box
          key={upload.key}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, maxWidth: 480 }}
          data-testid="gallery-upload"
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {upload.name}
            </Typography>
            {upload.error === null ? (
              <LinearProgress
                variant="determinate"
                value={Math.round(upload.progress * 100)}
                aria-label={translate('admin.upload.uploading', { name: upload.name })}
              />
            ) : (
              <FormHelperText error>{upload.error}</FormHelperText>
            )}
          </Box>
          {upload.error !== null && (
            <IconButton
              aria-label={translate('admin.upload.dismiss', { name: upload.name })}
              size="small"
              onClick={() => setPending((list) => list.filter((other) => other.key !== upload.key))}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
      ))}
      {refusals.length > 0 && (
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, mb: 1 }}
          aria-label={translate('admin.upload.notAdded')}
        >
          {refusals.map((refusal) => (
            <Box
              component="li"
              key={refusal.key}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, maxWidth: 480 }}
              data-testid="gallery-refusal"
            >
              <FormHelperText error sx={{ flex: 1, minWidth: 0, m: 0 }}>
                {refusal.name}: {refusal.message}
              </FormHelperText>
              <IconButton
                aria-label={translate('admin.upload.dismiss', { name: refusal.name })}
                size="small"
                onClick={() => setRefusals((list) => list.filter((other) => other.key !== refusal.key))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <Button
        variant="outlined"
        size="small"
        startIcon={<AddPhotoAlternateIcon />}
        onClick={() => fileInput.current?.click()}
      >
        {translate('admin.upload.addImages')}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        multiple
        hidden
        aria-label={translate('admin.upload.files', { label: labelText })}
        data-testid={testIds.files}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          addFiles(files);
        }}
      />
      <FormHelperText>{translate('admin.upload.galleryHelp')}</FormHelperText>
    </Box>
  );
}

/** A gallery picture in its card: 4:3, cropped to fill the card's width. */
export function GalleryImage({ url, alt, lazy = false }: { url: string; alt: string; lazy?: boolean }) {
  return (
    <Box
      component="img"
      src={mediaUrl(url)}
      alt={alt}
      loading={lazy ? 'lazy' : undefined}
      sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block', bgcolor: 'grey.200' }}
    />
  );
}
