import { Button as MuiButton } from '@mui/material';
import { Link } from 'react-router-dom';
import { SaveButton, Toolbar } from 'react-admin';
import { useSaveContext } from 'ra-core';
import { useFormState } from 'react-hook-form';
import { useToast } from './toast';
import { uploadsBlockSave, useUploadTracker } from './uploadTracker';

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

  return (
    <Toolbar sx={{ gap: 1, justifyContent: 'flex-end', position: 'sticky', bottom: 0, zIndex: 2 }}>
      <MuiButton component={Link} to={cancelTo} variant="text">
        Cancel
      </MuiButton>
      <SaveButton
        label={busy ? 'Saving...' : label}
        alwaysEnable={!busy}
        onClick={(event) => {
          const blocked = uploadsBlockSave(tracker.snapshot());
          if (blocked) {
            event.preventDefault();
            toast.error(blocked);
          }
        }}
      />
    </Toolbar>
  );
}
