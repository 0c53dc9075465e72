import { Box } from '@mui/material';
import { FunctionField, NumberField, TextField, useTranslate } from 'react-admin';
import { formatInr, percentFunded, type DonationProject, type Locale } from '@foundation/shared';
import { usePanelLocale } from '../common/usePanelLocale';
import { CardLine, CardTitle } from '../common/ResponsiveDatagrid';
import { ActiveChip, ResourceList, ResourceRowActions } from '../common/ResourceList';

const raisedText = (record: DonationProject, locale: Locale) =>
  `${formatInr(record.raised, locale)} (${percentFunded(record.raised, record.goal)}%)`;

function ProjectCardBody({ record }: { record: DonationProject }) {
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <>
      <CardTitle>{record.title}</CardTitle>
      <CardLine label={translate('resources.donation-projects.fields.goal')}>
        {formatInr(record.goal, locale)}
      </CardLine>
      <CardLine label={translate('resources.donation-projects.fields.raised')}>
        {raisedText(record, locale)}
      </CardLine>
      <CardLine label={translate('resources.donation-projects.fields.sortOrder')}>
        {record.sortOrder}
      </CardLine>
      <Box sx={{ mt: 0.5 }}>
        <ActiveChip active={record.isActive} />
      </Box>
      <ResourceRowActions resource="donation-projects" card />
    </>
  );
}

/** The projects of the Contribute page, in their order there, with what each has raised. */
export default function DonationProjectList() {
  const locale = usePanelLocale();
  return (
    <ResourceList
      resource="donation-projects"
      title="admin.menu.donationProjects"
      sort={{ field: 'sortOrder', order: 'ASC' }}
      card={ProjectCardBody}
    >
      <NumberField source="sortOrder" label="resources.donation-projects.fields.sortOrder" />
      <TextField source="title" label="resources.donation-projects.fields.title" />
      <FunctionField
        label="resources.donation-projects.fields.goal"
        sortBy="goal"
        render={(record: DonationProject) => formatInr(record.goal, locale)}
      />
      <FunctionField
        label="resources.donation-projects.fields.raised"
        sortBy="raised"
        render={(record: DonationProject) => raisedText(record, locale)}
      />
      <FunctionField
        label="resources.donation-projects.fields.status"
        sortBy="isActive"
        render={(record: DonationProject) => <ActiveChip active={record.isActive} />}
      />
    </ResourceList>
  );
}
