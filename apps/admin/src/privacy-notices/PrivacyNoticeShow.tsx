import { Box, Typography } from '@mui/material';
import { Show, SimpleShowLayout, useRecordContext, useTranslate } from 'react-admin';
import { formatIndiaDateTime, type AdminPrivacyNotice } from '@foundation/shared';
import { usePanelLocale } from '../common/usePanelLocale';

function Notice() {
  const notice = useRecordContext<AdminPrivacyNotice>();
  const translate = useTranslate();
  const locale = usePanelLocale();
  if (!notice) return null;
  const text = (value: string) => (
    <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>
      {value}
    </Box>
  );
  return (
    <Box>
      <Typography variant="h6" component="h2">
        {translate('resources.privacy-notices.list.version', { version: notice.version })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {formatIndiaDateTime(notice.publishedAt, locale)}{' '}
        {notice.publishedBy ? `· ${notice.publishedBy}` : ''}
      </Typography>
      <Typography variant="subtitle2">
        {translate('resources.privacy-notices.fields.grievanceOfficer')}
      </Typography>
      {text(notice.grievanceOfficer)}
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {translate('resources.privacy-notices.fields.body')}
      </Typography>
      {text(notice.body)}
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {translate('resources.privacy-notices.fields.bodyHi')}
      </Typography>
      {notice.bodyHi ? text(notice.bodyHi) : translate('resources.privacy-notices.show.notTranslated')}
    </Box>
  );
}

/** One published version, as it was (versions never change). */
export default function PrivacyNoticeShow() {
  return (
    <Show title="resources.privacy-notices.show.title">
      <SimpleShowLayout>
        <Notice />
      </SimpleShowLayout>
    </Show>
  );
}
