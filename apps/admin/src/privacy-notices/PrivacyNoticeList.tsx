import { NumberField, ShowButton, TextField, useTranslate } from 'react-admin';
import { formatIndiaDateTime, type AdminPrivacyNotice } from '@foundation/shared';
import { AddNewToolbar } from '../common/AddNewButton';
import { CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { usePanelLocale } from '../common/usePanelLocale';
import { DateTimeField } from '../common/cells';
import { PanelList } from '../common/ResourceList';

function NoticeCardBody({ record }: { record: AdminPrivacyNotice }) {
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <>
      <CardTitle>
        {translate('resources.privacy-notices.list.version', { version: record.version })}
      </CardTitle>
      <CardLine label={translate('resources.privacy-notices.fields.publishedAt')}>
        {formatIndiaDateTime(record.publishedAt, locale)}
      </CardLine>
      <CardLine label={translate('resources.privacy-notices.fields.publishedBy')}>
        {record.publishedBy ?? ''}
      </CardLine>
      <ShowButton />
    </>
  );
}

/** Every published version of the privacy notice, newest first (the site shows the newest). */
export default function PrivacyNoticeList() {
  return (
    <PanelList
      title="admin.menu.privacyNotice"
      actions={<AddNewToolbar resource="privacy-notices" />}
      sort={{ field: 'version', order: 'DESC' }}
      fetchFailed="resources.privacy-notices.list.fetchFailed"
    >
      <ResponsiveDatagrid bulkActionButtons={false} rowClick="show" card={NoticeCardBody}>
        <NumberField source="version" label="resources.privacy-notices.fields.version" />
        <DateTimeField source="publishedAt" label="resources.privacy-notices.fields.publishedAt" />
        <TextField
          source="publishedBy"
          label="resources.privacy-notices.fields.publishedBy"
          sortable={false}
        />
        <TextField
          source="grievanceOfficer"
          label="resources.privacy-notices.fields.grievanceOfficer"
          sortable={false}
        />
      </ResponsiveDatagrid>
    </PanelList>
  );
}
