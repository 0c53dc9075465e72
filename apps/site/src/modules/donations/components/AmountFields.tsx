import styled from 'styled-components';
import { cluster } from '../../../components/layout';
import { type DonationType, formatInr } from '@foundation/shared';
import { StyledFieldset } from '../../../components/forms';
import { InputField } from '../../../components/fields';
import { currentLocale } from '../../../i18n/i18n';
import { CONTRIBUTE } from '../content';

interface AmountFieldsProps {
  type: DonationType;
  onTypeChange: (type: DonationType) => void;
  /** The preset amount chosen, or null when the donor types one. */
  preset: number | null;
  custom: string;
  /** A preset chosen (its custom amount emptied) or an amount typed. */
  onAmountChange: (preset: number | null, custom: string) => void;
  customId: string;
  customError?: string;
  customRef: (element: HTMLInputElement | null) => void;
  min: number;
  max: number;
}

/** The gift's frequency, then a preset amount or one the donor types. */
export function AmountFields({
  type,
  onTypeChange,
  preset,
  custom,
  onAmountChange,
  customId,
  customError,
  customRef,
  min,
  max,
}: AmountFieldsProps) {
  const locale = currentLocale();
  return (
    <>
      <StyledFieldset>
        <legend>{CONTRIBUTE.typeLegend}</legend>
        <StyledChoices>
          {CONTRIBUTE.types.map((option) => (
            <StyledChoice key={option.value}>
              <input
                type="radio"
                name="donationType"
                value={option.value}
                checked={type === option.value}
                onChange={() => onTypeChange(option.value)}
              />
              <span>{option.label}</span>
            </StyledChoice>
          ))}
        </StyledChoices>
      </StyledFieldset>
      <StyledFieldset>
        <legend>{CONTRIBUTE.amountLegend}</legend>
        <StyledChoices>
          {CONTRIBUTE.presets.map((value) => (
            <StyledChoice key={value}>
              <input
                type="radio"
                name="amount"
                value={value}
                checked={preset === value}
                onChange={() => onAmountChange(value, '')}
              />
              <span>{formatInr(value, locale)}</span>
            </StyledChoice>
          ))}
        </StyledChoices>
        <InputField
          id={customId}
          name="custom"
          label={CONTRIBUTE.customAmount}
          error={customError}
          ref={customRef}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={custom}
          onChange={(event) =>
            onAmountChange(event.target.value === '' ? CONTRIBUTE.defaultAmount : null, event.target.value)
          }
        />
      </StyledFieldset>
    </>
  );
}

const StyledChoices = styled.div`
  ${cluster('xs')}
`;

const StyledChoice = styled.label`
  position: relative;

  input {
    position: absolute;
    opacity: 0;
  }

  span {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.controlSize};
    padding: ${({ theme }) => `0 ${theme.space.md}`};
    border: ${({ theme }) => `${theme.borders.thin} ${theme.colors.primaryStrong}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
  }

  input:checked + span {
    background: ${({ theme }) => theme.colors.primaryStrong};
    color: ${({ theme }) => theme.colors.onPrimaryStrong};
  }

  input:focus-visible + span {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.colors.primaryStrong}`};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
`;
