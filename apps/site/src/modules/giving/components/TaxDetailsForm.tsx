import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { donorTaxDetailsProblems, normalizePan } from '@foundation/shared';
import { StyledButton } from '../../../components/buttons';
import { StyledForm, StyledNotice } from '../../../components/forms';
import { CODE, InputField, TextareaField } from '../../../components/fields';
import { ApiError } from '../../../lib/api';
import { MY_GIVING } from '../texts';

type Field = 'pan' | 'address';

/**
 * PAN and postal address for the donor's gifts without an 80G receipt ("Get 80G receipts"): checked here as
 * the API checks them (PAN shape, address required with it), then sent; the API issues the receipts.
 */
export function TaxDetailsForm({
  count,
  onSubmit,
}: {
  /** How many gifts lack an 80G receipt. */
  count: number;
  onSubmit(details: { pan: string; address: string }): Promise<unknown>;
}) {
  const ids = { pan: useId(), address: useId(), text: useId() };
  const [pan, setPan] = useState('');
  const [address, setAddress] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);

  // The shared rule words its problems in English: the page's language instead.
  const taxProblems = donorTaxDetailsProblems({ pan, address });
  const localErrors: Partial<Record<Field, string>> = {};
  if (checked && (taxProblems.pan || pan.trim() === '')) localErrors.pan = MY_GIVING.panInvalid;
  if (checked && taxProblems.address) localErrors.address = MY_GIVING.addressRequiredWithPan;
  const errors: Partial<Record<Field, string>> = { ...serverErrors, ...localErrors };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    setServerErrors({});
    setProblem(null);
    const problems = donorTaxDetailsProblems({ pan, address });
    if (pan.trim() === '' || Object.keys(problems).length > 0) {
      document.getElementById(problems.pan || pan.trim() === '' ? ids.pan : ids.address)?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSubmit({ pan: normalizePan(pan), address: address.trim() });
    } catch (error) {
      if (error instanceof ApiError && error.fromServer && error.status === 400) {
        setServerErrors((error.fields ?? {}) as Partial<Record<Field, string>>);
        setProblem(error.message);
      } else {
        setProblem(MY_GIVING.taxFailed);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <StyledTaxForm onSubmit={submit} noValidate aria-busy={busy}>
      <p id={ids.text}>{MY_GIVING.taxText(count)}</p>
      <InputField
        id={ids.pan}
        label={MY_GIVING.pan}
        error={errors.pan}
        describedById={ids.text}
        name="pan"
        {...CODE}
        maxLength={10}
        placeholder={MY_GIVING.panPlaceholder}
        aria-required
        value={pan}
        onChange={(event) => setPan(event.target.value.toUpperCase())}
      />
      <TextareaField
        id={ids.address}
        label={MY_GIVING.address}
        error={errors.address}
        describedById={ids.text}
        name="address"
        autoComplete="street-address"
        rows={3}
        aria-required
        value={address}
        onChange={(event) => setAddress(event.target.value)}
      />
      <StyledButton type="submit" disabled={busy}>
        {busy ? MY_GIVING.taxSubmitting : MY_GIVING.taxSubmit}
      </StyledButton>
      {problem && (
        <StyledNotice role="alert" $tone="error">
          {problem}
        </StyledNotice>
      )}
    </StyledTaxForm>
  );
}

const StyledTaxForm = styled(StyledForm)`
  max-width: ${({ theme }) => theme.layout.readableWidth};

  button[type='submit'] {
    align-self: flex-start;
  }
`;
