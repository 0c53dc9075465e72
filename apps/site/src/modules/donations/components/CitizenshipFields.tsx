import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { stack } from '../../../components/layout';
import { type DonationType, type GivingSettings, isForeignSource } from '@foundation/shared';
import { withPartTexts } from '../../../i18n/browserCatalogue';
import { StyledFieldset, StyledHint } from '../../../components/forms';
import { CODE, InputField } from '../../../components/fields';
import { CONTRIBUTE } from '../content';
import { type DonorInput } from './donationRules';
import { type DonorPartProps } from './DonorFields';

/** The note to a foreign citizen, fetched when that answer is about to be chosen (pressed or focused). */
const loadForeignNote = () => withPartTexts('ForeignDonorNote', () => import('./ForeignDonorNote'));
const ForeignDonorNote = lazy(() =>
  loadForeignNote().then((module) => ({ default: module.ForeignDonorNote })),
);

interface CitizenshipFieldsProps extends DonorPartProps {
  setDonor: (change: (current: DonorInput) => DonorInput) => void;
  type: DonationType;
  settings: Pick<GivingSettings, 'foreignContributions'>;
}

/**
 * The declaration the Foreign Contribution (Regulation) Act asks for: an Indian citizen abroad gives their
 * passport number; a foreign citizen hears whether and how the foundation may take the gift.
 */
export function CitizenshipFields({
  donor,
  setDonor,
  setField,
  errors,
  idOf,
  register,
  type,
  settings,
}: CitizenshipFieldsProps) {
  const hint = idOf('citizenshipHint');
  return (
    <StyledFieldset aria-describedby={hint}>
      <legend>{CONTRIBUTE.citizenshipLegend}</legend>
      <StyledHint id={hint}>{CONTRIBUTE.citizenshipHint}</StyledHint>
      <StyledCitizenships>
        {CONTRIBUTE.citizenships.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name="citizenship"
              value={option.value}
              checked={donor.citizenship === option.value}
              onChange={() => setDonor((current) => ({ ...current, citizenship: option.value }))}
              {...(isForeignSource(option.value)
                ? { onPointerDown: () => void loadForeignNote(), onFocus: () => void loadForeignNote() }
                : {})}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </StyledCitizenships>
      {donor.citizenship === 'indian-abroad' && (
        <InputField
          id={idOf('passport')}
          name="passport"
          label={CONTRIBUTE.passport}
          error={errors.passport}
          ref={register('passport')}
          type="text"
          {...CODE}
          maxLength={12}
          aria-required
          placeholder={CONTRIBUTE.passportPlaceholder}
          value={donor.passport}
          onChange={(event) => setField('passport', event.target.value.toUpperCase())}
        />
      )}
      {isForeignSource(donor.citizenship) && (
        <Suspense fallback={null}>
          <ForeignDonorNote id={idOf('foreign')} type={type} settings={settings} />
        </Suspense>
      )}
    </StyledFieldset>
  );
}

/** The citizenship answers: whole sentences, so one per line rather than pills. */
const StyledCitizenships = styled.div`
  ${stack('xs')}

  label {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.xs};
    min-height: ${({ theme }) => theme.layout.controlSize};
    cursor: pointer;
  }

  input {
    flex: none;
    width: ${({ theme }) => theme.space.md};
    height: ${({ theme }) => theme.space.md};
    margin-top: ${({ theme }) => theme.space.xxs};
    accent-color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;
