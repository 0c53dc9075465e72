import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { DeleteWithConfirmButton, EditButton } from 'react-admin';
import { useDeleteErrorHandler } from './mutations';

/**
 * A list row's Edit and Delete (with confirmation). A refused delete shows the API's explanation (e.g. a
 * record still in use: deactivate it instead). `card`: laid out for the phone card of the row. `children`:
 * further buttons of the row, after Delete (e.g. an event's Duplicate).
 */
export function EditDeleteActions({
  card = false,
  confirmTitle,
  confirmContent,
  failureMessage,
  children,
}: {
  card?: boolean;
  confirmTitle: string;
  confirmContent: string;
  failureMessage: string;
  children?: ReactNode;
}) {
  const onError = useDeleteErrorHandler(failureMessage);
  return (
    <Box
      sx={
        card
          ? { display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1, ml: -0.5 }
          : { display: 'flex', flexWrap: 'wrap', gap: 0.5 }
      }
    >
      <EditButton />
      <DeleteWithConfirmButton
        confirmTitle={confirmTitle}
        confirmContent={confirmContent}
        mutationOptions={{ onError }}
        redirect={false}
      />
      {children}
    </Box>
  );
}
