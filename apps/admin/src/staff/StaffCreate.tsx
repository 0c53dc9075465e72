import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, TextField as MuiTextField, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  Create,
  SelectInput,
  SimpleForm,
  TextInput,
  Title,
  email,
  required,
  useTranslate,
} from 'react-admin';
import { STAFF_INVITE_TTL_HOURS, type AdminStaffMember } from '@foundation/shared';
import { useSaveErrorHandler } from '../common/mutations';
import { SaveToolbar } from '../common/SaveToolbar';
import { useToast } from '../common/toast';
import { roleChoices } from './staffText';

type Invited = AdminStaffMember & { inviteUrl: string };

/** What the owner sees once the invitation is sent: who, and the link (also e-mailed) to copy. */
function InvitationSent({ invited }: { invited: Invited }) {
  const translate = useTranslate();
  const toast = useToast();
  const copy = () =>
    navigator.clipboard?.writeText(invited.inviteUrl).then(
      () => toast.success('resources.staff.create.copied'),
      () => toast.error('resources.staff.create.copyFailed'),
    );
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="resources.staff.list.addNew" />
      <CardContent>
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {translate('resources.staff.create.sent', { email: invited.email })}
        </Alert>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('resources.staff.create.linkHelp', { hours: STAFF_INVITE_TTL_HOURS })}
        </Typography>
        <MuiTextField
          label={translate('resources.staff.create.link')}
          value={invited.inviteUrl}
          fullWidth
          slotProps={{ input: { readOnly: true } }}
          onFocus={(event) => event.target.select()}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button variant="outlined" onClick={copy}>
            {translate('resources.staff.create.copy')}
          </Button>
          <Button variant="contained" component={Link} to="/staff">
            {translate('resources.staff.create.done')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/** Invite a member: e-mail, name and role; the API e-mails a one-time link to set a password. */
export default function StaffCreate() {
  const onError = useSaveErrorHandler('resources.staff.create.failed');
  const [invited, setInvited] = useState<Invited | null>(null);
  if (invited) return <InvitationSent invited={invited} />;
  return (
    <Create
      title="resources.staff.list.addNew"
      mutationOptions={{ onError, onSuccess: (data: Invited) => setInvited(data) }}
    >
      <SimpleForm toolbar={<SaveToolbar label="resources.staff.create.send" cancelTo="/staff" />} noValidate>
        <TextInput
          source="email"
          label="resources.staff.fields.email"
          type="email"
          validate={[required('admin.login.emailRequired'), email('admin.login.emailInvalid')]}
          fullWidth
        />
        <TextInput source="name" label="resources.staff.fields.name" fullWidth />
        <SelectInput
          source="role"
          label="resources.staff.fields.role"
          choices={roleChoices}
          defaultValue="content"
          validate={required()}
          helperText="resources.staff.create.roleHelp"
        />
      </SimpleForm>
    </Create>
  );
}
