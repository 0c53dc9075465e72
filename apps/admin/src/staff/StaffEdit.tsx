import { Alert, Box, Button, Typography } from '@mui/material';
import {
  BooleanInput,
  Edit,
  SelectInput,
  SimpleForm,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatIndiaDateTime, isStaffRole, type AdminStaffMember, type StaffRole } from '@foundation/shared';
import { useSaveErrorHandler } from '../common/mutations';
import { SaveToolbar } from '../common/SaveToolbar';
import { useToast } from '../common/toast';
import { usePanelLocale } from '../common/usePanelLocale';
import { useAdminDataProvider } from '../providers';
import { roleChoices, statusText } from './staffText';

/** E-mail, state and last sign-in (read only), and a new invitation for a member who has not set a password. */
function MemberFacts() {
  const member = useRecordContext<AdminStaffMember>();
  const translate = useTranslate();
  const locale = usePanelLocale();
  const toast = useToast();
  const dataProvider = useAdminDataProvider();
  if (!member) return null;
  const reinvite = () =>
    dataProvider.reinviteStaff(member.id).then(
      () => toast.success('resources.staff.edit.reinvited'),
      () => toast.error('resources.staff.edit.reinviteFailed'),
    );
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body1" sx={{ fontWeight: 600 }}>
        {member.email}
      </Typography>
      <Typography variant="body2">
        {translate('resources.staff.fields.status')}: {statusText(member.status, translate)}
      </Typography>
      <Typography variant="body2">
        {translate('resources.staff.fields.lastSignInAt')}:{' '}
        {member.lastSignInAt
          ? formatIndiaDateTime(member.lastSignInAt, locale)
          : translate('resources.staff.list.neverSignedIn')}
      </Typography>
      {member.status === 'invited' && (
        <Box sx={{ mt: 1 }}>
          {member.inviteExpiresAt && (
            <Typography variant="body2">
              {translate('resources.staff.edit.inviteExpires', {
                when: formatIndiaDateTime(member.inviteExpiresAt, locale),
              })}
            </Typography>
          )}
          <Button variant="outlined" size="small" onClick={reinvite} sx={{ mt: 1 }}>
            {translate('resources.staff.edit.reinvite')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** What the chosen role may do, under the role's input. */
function RoleHelp() {
  const role = useWatch({ name: 'role' }) as StaffRole | undefined;
  const translate = useTranslate();
  if (!role || !isStaffRole(role)) return null;
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 2 }}>
      {translate(`admin.staffRoleHelp.${role}`)}
    </Typography>
  );
}

/** An owner changes a member's name or role, or disables the account (which ends its sessions at once). */
export default function StaffEdit() {
  const onError = useSaveErrorHandler('resources.staff.edit.failed');
  const translate = useTranslate();
  return (
    <Edit
      title="resources.staff.edit.title"
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      redirect="list"
    >
      <SimpleForm toolbar={<SaveToolbar label="resources.staff.edit.save" cancelTo="/staff" />} noValidate>
        <MemberFacts />
        <TextInput source="name" label="resources.staff.fields.name" fullWidth />
        <SelectInput source="role" label="resources.staff.fields.role" choices={roleChoices} />
        <RoleHelp />
        <BooleanInput
          source="disabled"
          label="resources.staff.fields.disabled"
          helperText="resources.staff.edit.disabledHelp"
        />
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('resources.staff.edit.rules')}
        </Alert>
      </SimpleForm>
    </Edit>
  );
}
