import styled from 'styled-components';
import { type TaxLawInForce } from '@foundation/shared';
import { StyledFieldset, StyledHint, StyledTextarea } from '../../../components/forms';
import { CODE, describedBy, Field, InputField } from '../../../components/fields';
import { CONTRIBUTE } from '../content';
import { type DonorPartProps } from './DonorFields';

/** The optional details of a deductible receipt: a PAN, and the postal address it requires. */
export function TaxFields({
  donor,
  setField,
  errors,
  idOf,
  register,
  law,
}: DonorPartProps & { law: TaxLawInForce }) {
  const hint = idOf('taxHint');
  const address = idOf('address');
  return (
    <StyledFieldset>
      <legend>{CONTRIBUTE.taxDetailsLegend(law)}</legend>
      <StyledHint id={hint}>{CONTRIBUTE.taxDetailsHint(law)}</StyledHint>
      <InputField
        id={idOf('pan')}
        name="pan"
        label={CONTRIBUTE.pan}
        error={errors.pan}
        describedById={hint}
        ref={register('pan')}
        type="text"
        {...CODE}
        maxLength={10}
        placeholder={CONTRIBUTE.panPlaceholder}
        value={donor.pan}
        onChange={(event) => setField('pan', event.target.value.toUpperCase())}
      />
      <Field id={address} label={CONTRIBUTE.address} error={errors.address}>
        <StyledAddress
          id={address}
          name="address"
          {...describedBy(address, errors.address, hint)}
          ref={register('address')}
          autoComplete="street-address"
          rows={3}
          aria-required={donor.pan.trim() !== '' ? true : undefined}
          value={donor.address}
          onChange={(event) => setField('address', event.target.value)}
        />
      </Field>
    </StyledFieldset>
  );
}

const StyledAddress = styled(StyledTextarea)`
  min-height: auto;
`;
