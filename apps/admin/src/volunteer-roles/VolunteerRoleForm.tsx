import { NumberInput, SimpleForm, TextInput } from 'react-admin';
import { HINDI_TWIN_LIMITS, VOLUNTEER_LIMITS as L } from '@foundation/shared';
import { HindiTwin } from '../common/HindiTwin';
import { SwitchInput } from '../common/inputs';
import { SaveToolbar } from '../common/SaveToolbar';
import { validateVolunteerRole } from './volunteerRoleRules';

/** The role form of 'Add New Role' and 'Edit Role'. Plain text only: the page prints it as typed. */
export function VolunteerRoleForm() {
  return (
    <SimpleForm
      validate={validateVolunteerRole}
      toolbar={<SaveToolbar label="Save Role" cancelTo="/volunteer-roles" />}
      noValidate
    >
      <HindiTwin source="titleHi" label="Title" maxLength={HINDI_TWIN_LIMITS.volunteerRoles.titleHi}>
        <TextInput source="title" label="Title" isRequired fullWidth />
      </HindiTwin>
      <HindiTwin
        source="commitmentHi"
        label="Commitment"
        maxLength={HINDI_TWIN_LIMITS.volunteerRoles.commitmentHi}
      >
        <TextInput
          source="commitment"
          label="Commitment"
          isRequired
          fullWidth
          helperText="For example: 4 hours per week, or Flexible"
        />
      </HindiTwin>
      <HindiTwin source="skillsHi" label="Skills" maxLength={HINDI_TWIN_LIMITS.volunteerRoles.skillsHi}>
        <TextInput source="skills" label="Skills" isRequired fullWidth />
      </HindiTwin>
      <HindiTwin
        source="descriptionHi"
        label="Description"
        maxLength={HINDI_TWIN_LIMITS.volunteerRoles.descriptionHi}
        multiline
      >
        <TextInput source="description" label="Description" multiline minRows={3} fullWidth />
      </HindiTwin>
      <NumberInput
        source="sortOrder"
        label="Order"
        min={L.sortOrderMin}
        max={L.sortOrderMax}
        step={1}
        helperText="Smaller numbers come first on the Yogamitra page."
      />
      <SwitchInput
        source="isActive"
        label="Active"
        helperText="Inactive roles are hidden from the Yogamitra page (their applications stay)."
      />
    </SimpleForm>
  );
}
