import { Button as MuiButton } from '@mui/material';
import { Link } from 'react-router-dom';
import { SaveButton, Toolbar } from 'react-admin';
import { useSaveContext, useTranslate } from 'ra-core';
import { useFormContext, useFormState } from 'react-hook-form';
import { useEffect } from 'react';
import { useToast } from './toast';
import { uploadsBlockSave, useUploadTracker } from './uploadTracker';

/**
 * After the first save attempt, every change checks the whole form again, so a message goes as soon as
 * what it is about is fixed. react-hook-form alone re-checks only the field that changed: a message kept
 * by another field (the slug's, fixed by typing the title; the ticket types', kept on the list while a
 * name is typed) stayed until the next save, and values set by code (the slug filled from the title)
 * re-checked nothing.
 */
function RevalidateAfterSubmit() {
  const { watch, trigger } = useFormContext();
  const { isSubmitted } = useFormState();
  useEffect(() => {
    if (!isSubmitted) return;
    const subscription = watch(() => void trigger());
    return () => subscription.unsubscribe();
  }, [isSubmitted, watch, trigger]);
  return null;
}

/**
 * Cancel and the save button ('Save Event' / 'Saving...'). Saving is refused while images are still
 * uploading, and aborted with 'Failed to upload gallery images' when a gallery upload failed.
 */
export function SaveToolbar({ label, cancelTo }: { label: string; cancelTo: string }) {
  const { isSubmitting } = useFormState();
  const saveContext = useSaveContext();
  const busy = isSubmitting || !!saveContext?.saving;
  const tracker = useUploadTracker();
  const toast = useToast();
  const translate = useTranslate();

  return (
    <Toolbar sx={{ gap: 1, justifyContent: 'flex-end', position: 'sticky', bottom: 0, zIndex: 2 }}>
      <RevalidateAfterSubmit />
      <MuiButton component={Link} to={cancelTo} variant="text">
        {translate('admin.common.cancel')}
      </MuiButton>
      <SaveButton
        label={busy ? 'admin.common.saving' : label}
        alwaysEnable={!busy}
        onClick={(event) => {
          const blocked = uploadsBlockSave(tracker.snapshot(), translate);
          if (blocked) {
            event.preventDefault();
            toast.error(blocked);
          }
        }}
      />
    </Toolbar>
  );
}
