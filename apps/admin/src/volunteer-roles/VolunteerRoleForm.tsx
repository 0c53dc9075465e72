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
      toolbar={<SaveToolbar label="resources.volunteer-roles.form.save" cancelTo="/volunteer-roles" />}
      noValidate
    >
      <HindiTwin
        source="titleHi"
        label="resources.volunteer-roles.fields.title"
        maxLength={HINDI_TWIN_LIMITS.volunteerRoles.titleHi}
      >
        <TextInput source="title" label="resources.volunteer-roles.fields.title" isRequired fullWidth />
      </HindiTwin>
      <HindiTwin
        source="commitmentHi"
        label="resources.volunteer-roles.fields.commitment"
        maxLength={HINDI_TWIN_LIMITS.volunteerRoles.commitmentHi}
      >
        <TextInput
          source="commitment"
          label="resources.volunteer-roles.fields.commitment"
          isRequired
          fullWidth
          helperText="resources.volunteer-roles.form.commitmentHelp"
        />
      </HindiTwin>
      <HindiTwin
        source="skillsHi"
        label="resources.volunteer-roles.fields.skills"
        maxLength={HINDI_TWIN_LIMITS.volunteerRoles.skillsHi}
      >
        <TextInput source="skills" label="resources.volunteer-roles.fields.skills" isRequired fullWidth />
      </HindiTwin>
      <HindiTwin
        source="descriptionHi"
        label="resources.volunteer-roles.fields.description"
        maxLength={HINDI_TWIN_LIMITS.volunteerRoles.descriptionHi}
        multiline
      >
        <TextInput
          source="description"
          label="resources.volunteer-roles.fields.description"
          multiline
          minRows={3}
          fullWidth
        />
      </HindiTwin>
      <NumberInput
        source="sortOrder"
        label="resources.volunteer-roles.fields.sortOrder"
        min={L.sortOrderMin}
        max={L.sortOrderMax}
        step={1}
        helperText="resources.volunteer-roles.form.orderHelp"
      />
      <SwitchInput
        source="isActive"
        label="resources.volunteer-roles.fields.isActive"
        helperText="resources.volunteer-roles.form.activeHelp"
      />
    </SimpleForm>
  );
}
