import { Box } from '@mui/material';
import { FunctionField, NumberField, TextField, useTranslate } from 'react-admin';
import { type VolunteerRole } from '@foundation/shared';
import { CardLine, CardTitle } from '../common/ResponsiveDatagrid';
import { ActiveChip, ResourceList, ResourceRowActions } from '../common/ResourceList';

function RoleCardBody({ record }: { record: VolunteerRole }) {
  const translate = useTranslate();
  return (
    <>
      <CardTitle>{record.title}</CardTitle>
      <CardLine label={translate('resources.volunteer-roles.fields.commitment')}>
        {record.commitment}
      </CardLine>
      <CardLine label={translate('resources.volunteer-roles.fields.skills')}>{record.skills}</CardLine>
      <CardLine label={translate('resources.volunteer-roles.fields.sortOrder')}>{record.sortOrder}</CardLine>
      <Box sx={{ mt: 0.5 }}>
        <ActiveChip active={record.isActive} />
      </Box>
      <ResourceRowActions resource="volunteer-roles" card />
    </>
  );
}

/** The roles of the Yogamitra page, in their order there. */
export default function VolunteerRoleList() {
  return (
    <ResourceList
      resource="volunteer-roles"
      title="admin.menu.volunteerRoles"
      sort={{ field: 'sortOrder', order: 'ASC' }}
      card={RoleCardBody}
    >
      <NumberField source="sortOrder" label="resources.volunteer-roles.fields.sortOrder" />
      <TextField source="title" label="resources.volunteer-roles.fields.title" />
      <TextField source="commitment" label="resources.volunteer-roles.fields.commitment" />
      <TextField source="skills" label="resources.volunteer-roles.fields.skills" />
      <FunctionField
        label="resources.volunteer-roles.fields.status"
        sortBy="isActive"
        render={(record: VolunteerRole) => <ActiveChip active={record.isActive} />}
      />
    </ResourceList>
  );
}
