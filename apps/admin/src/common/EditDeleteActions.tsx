import { Box } from '@mui/material';
import { DeleteWithConfirmButton, EditButton } from 'react-admin';
import { useDeleteErrorHandler } from './mutations';

/**
 * A list row's Edit and Delete (with confirmation). A refused delete shows the API's explanation (e.g. a
 * record still in use: deactivate it instead). `card`: laid out for the phone card of the row.
 */
export function EditDeleteActions({
  card = false,
  confirmTitle,
  confirmContent,
  failureMessage,
}: {
  card?: boolean;
  confirmTitle: string;
  confirmContent: string;
  failureMessage: string;
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
    </Box>
  );
}
