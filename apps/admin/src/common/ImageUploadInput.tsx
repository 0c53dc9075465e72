import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, FormHelperText, FormLabel, LinearProgress, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import DeleteIcon from '@mui/icons-material/Delete';
import { useInput, useTranslate, type Validator } from 'ra-core';
import { useAdminDataProvider } from '../providers';
import { ACCEPT_ATTRIBUTE, imageProblem, type UploadTarget } from '../uploads';
import { serverMessage } from './errors';
import { useFieldErrorText } from './fieldError';
import { mediaUrl } from './media';
import { useToast } from './toast';
import { useUploadTracker } from './uploadTracker';

export interface ImageUploadInputProps {
  source: string;
  label: string;
  target: UploadTarget;
  /** Toast when the upload fails (docs/product.md §8), e.g. 'Failed to upload featured image'. */
  failureMessage: string;
  validate?: Validator | Validator[];
  helperText?: string;
  /** Marks the label as required (the message comes from the form's rules). */
  isRequired?: boolean;
}

/**
 * One image: choose a JPEG or PNG of at most 5 MB (checked before anything is sent), watch the upload
 * progress, see a preview, replace or remove it. The field's value is the uploaded image's URL.
 */
export function ImageUploadInput({
  source,
  label,
  target,
  failureMessage,
  validate,
  helperText,
  isRequired,
}: ImageUploadInputProps) {
  const { field, fieldState } = useInput({ source, validate, defaultValue: null });
  const dataProvider = useAdminDataProvider();
  const toast = useToast();
  const translate = useTranslate();
  // The label, failure toast and help may be catalogue keys (as react-admin's inputs allow) or texts.
  const labelText = translate(label, { _: label });
  const name = labelText.toLowerCase();
  const testIds = { input: `image-input-${source}`, file: `file-${source}` };
  const tracker = useUploadTracker();
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const trackerKey = `image:${source}`;

  useEffect(() => () => tracker.forget(trackerKey), [tracker, trackerKey]);

  const upload = async (file: File) => {
    const refused = imageProblem(file);
    if (refused) {
      setProblem(refused);
      toast.error(refused);
      return;
    }
    setProblem(null);
    setProgress(0);
    tracker.report(trackerKey, { kind: 'image', uploading: 1, failed: 0 });
    try {
      const image = await dataProvider.uploadImage(file, target, { onProgress: setProgress });
      field.onChange(image.url);
      tracker.report(trackerKey, { kind: 'image', uploading: 0, failed: 0 });
    } catch (error) {
      // One message at the field and in the toast: the server's reason when it refused the file ('Only
      // JPEG and PNG images are allowed' for a renamed text file), the generic failure otherwise.
      const message = serverMessage(error, translate(failureMessage, { _: failureMessage }));
      setProblem(message);
      toast.error(message);
      tracker.report(trackerKey, { kind: 'image', uploading: 0, failed: 0 });
    } finally {
      setProgress(null);
      field.onBlur();
    }
  };

  const value = typeof field.value === 'string' ? field.value : '';
  const fieldError = useFieldErrorText(fieldState.error) ?? null;
  const shownError = problem ?? fieldError;

  return (
    <Box sx={{ mb: 2 }} data-testid={testIds.input}>
      <FormLabel
        id={`${id}-label`}
        error={!!shownError}
        required={isRequired}
        sx={{ display: 'block', mb: 1 }}
      >
        {labelText}
      </FormLabel>
      {value && (
        <Box
          component="img"
          src={mediaUrl(value)}
          alt={translate('admin.upload.preview', { label: labelText })}
          sx={{
            display: 'block',
            width: '100%',
            maxWidth: 320,
            aspectRatio: '16 / 9',
            objectFit: 'cover',
            borderRadius: 1,
            mb: 1,
            bgcolor: 'grey.200',
          }}
        />
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<UploadIcon />}
          onClick={() => fileInput.current?.click()}
          disabled={progress !== null}
          aria-describedby={`${id}-help`}
        >
          {translate(value ? 'admin.upload.replace' : 'admin.upload.upload', { name })}
        </Button>
        {value && (
          <Button
            variant="text"
            size="small"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => {
              field.onChange(null);
              field.onBlur();
            }}
            disabled={progress !== null}
          >
            {translate('admin.upload.remove', { name })}
          </Button>
        )}
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          hidden
          aria-label={translate('admin.upload.file', { label: labelText })}
          data-testid={testIds.file}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      </Stack>
      {progress !== null && (
        <Box sx={{ mt: 1, maxWidth: 320 }}>
          <LinearProgress
            variant="determinate"
            value={Math.round(progress * 100)}
            aria-label={translate('admin.upload.uploading', { name })}
          />
          <Typography variant="caption" color="text.secondary">
            {translate('admin.upload.progress', { percent: Math.round(progress * 100) })}
          </Typography>
        </Box>
      )}
      <FormHelperText id={`${id}-help`} error={!!shownError}>
        {shownError ??
          (helperText ? translate(helperText, { _: helperText }) : translate('admin.upload.help'))}
      </FormHelperText>
    </Box>
  );
}
