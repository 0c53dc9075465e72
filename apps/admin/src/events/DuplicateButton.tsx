import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, useTranslate } from 'react-admin';
import { useCreatePath, useRecordContext } from 'ra-core';
import { Link } from 'react-router-dom';
import { duplicateEvent } from './eventRules';

/** Opens 'Add New Event' with an unsaved copy of the row's event (slug + '-copy', no ids). */
export function DuplicateButton() {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button
      component={Link}
      to={createPath({ resource: 'events', type: 'create' })}
      state={{ record: duplicateEvent(record), _scrollToTop: true }}
      label="resources.events.list.duplicate"
      aria-label={translate('resources.events.list.duplicateNamed', { title: record.title })}
      onClick={(event) => event.stopPropagation()}
    >
      <ContentCopyIcon />
    </Button>
  );
}
