import { Box } from '@mui/material';
import { FunctionField, TextField, useTranslate } from 'react-admin';
import { usePanelLocale } from '../common/usePanelLocale';
import { formatIndiaDateTime } from '@foundation/shared';
import { CardLine, CardTitle } from '../common/ResponsiveDatagrid';
import { ActiveChip, ResourceList, ResourceRowActions } from '../common/ResourceList';
import { DateTimeField } from '../common/cells';

interface ProgramRow {
  id: string;
  title: string;
  category: string;
  urlSlug: string;
  isActive: boolean;
  updatedAt: string;
}

function ProgramCardBody({ record }: { record: ProgramRow }) {
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <>
      <CardTitle>{record.title}</CardTitle>
      <CardLine label={translate('resources.community-programs.fields.category')}>{record.category}</CardLine>
      <CardLine label={translate('resources.community-programs.fields.urlSlug')}>{record.urlSlug}</CardLine>
      <CardLine label={translate('resources.community-programs.fields.updatedAt')}>
        {formatIndiaDateTime(record.updatedAt, locale)}
      </CardLine>
      <Box sx={{ mt: 0.5 }}>
        <ActiveChip active={record.isActive} />
      </Box>
      <ResourceRowActions resource="community-programs" card />
    </>
  );
}

export default function ProgramList() {
  return (
    <ResourceList
      resource="community-programs"
      title="admin.menu.communityPrograms"
      searchPlaceholder="resources.events.list.searchPlaceholder"
      sort={{ field: 'createdAt', order: 'DESC' }}
      card={ProgramCardBody}
    >
      <TextField source="title" label="resources.community-programs.fields.title" />
      <TextField source="category" label="resources.community-programs.fields.category" />
      <TextField source="urlSlug" label="resources.community-programs.fields.urlSlug" />
      <FunctionField
        label="resources.community-programs.fields.status"
        sortBy="isActive"
        render={(record: { isActive: boolean }) => <ActiveChip active={record.isActive} />}
      />
      <DateTimeField source="updatedAt" label="resources.community-programs.fields.updatedAt" />
    </ResourceList>
  );
}
