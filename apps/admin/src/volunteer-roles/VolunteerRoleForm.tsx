import { HINDI_TWIN_LIMITS, VOLUNTEER_LIMITS as L } from '@foundation/shared';
import { ActiveSwitchInput, ResourceForm, SortOrderInput, TwinTextInput } from '../common/resourceInputs';
import { validateVolunteerRole } from './volunteerRoleRules';

const R = 'volunteer-roles';
const HI = HINDI_TWIN_LIMITS.volunteerRoles;

/** The role form of 'Add New Role' and 'Edit Role'. Plain text only: the page prints it as typed. */
export function VolunteerRoleForm() {
  return (
    <ResourceForm resource={R} validate={validateVolunteerRole}>
      <TwinTextInput resource={R} source="title" hindiMax={HI.titleHi} isRequired />
      <TwinTextInput
        resource={R}
        source="commitment"
        hindiMax={HI.commitmentHi}
        isRequired
        helperText="resources.volunteer-roles.form.commitmentHelp"
      />
      <TwinTextInput resource={R} source="skills" hindiMax={HI.skillsHi} isRequired />
      <TwinTextInput resource={R} source="description" hindiMax={HI.descriptionHi} minRows={3} />
      <SortOrderInput resource={R} min={L.sortOrderMin} max={L.sortOrderMax} />
      <ActiveSwitchInput resource={R} />
    </ResourceForm>
  );
}
