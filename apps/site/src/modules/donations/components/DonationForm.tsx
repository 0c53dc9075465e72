import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { type DonationType, formatInr } from '@foundation/shared';
import { StyledButton } from '../../../components/buttons';
import {
  StyledField,
  StyledFieldset,
  StyledForm,
  StyledInput,
  StyledLabel,
  StyledNotice,
} from '../../../components/forms';
import { StyledMuted } from '../../../components/layout';
import { useToast } from '../../../components/Toasts';
import { usePaidFlow } from '../../payments/hooks/usePaidFlow';
import {
  cancelDonation,
  confirmDonationPayment,
  createDonationOrder,
  DonationOrderError,
} from '../api/donations.api';
import { CONTRIBUTE } from '../content';

type Phase =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'thanks'; amount: number; type: DonationType }
  | { kind: 'problem'; message: string };

/** The Donate button's text: the amount and the period ('Donate ₹1,000 / month'). */
export function donateLabel(amount: number | null, type: DonationType): string {
  return amount
    ? `${CONTRIBUTE.donate} ${formatInr(amount)}${CONTRIBUTE.periodSuffix[type]}`
    : CONTRIBUTE.donate;
}

/** Type, preset or custom amount, donor fields, then the payment through /api/create-order and Checkout. */
export function DonationForm() {
  const ids = { custom: useId(), name: useId(), email: useId(), phone: useId() };
  const toast = useToast();
  const { pay, dialog } = usePaidFlow();
  const [type, setType] = useState<DonationType>(CONTRIBUTE.defaultType);
  const [preset, setPreset] = useState<number | null>(CONTRIBUTE.defaultAmount);
  const [custom, setCustom] = useState('');
  const [donor, setDonor] = useState({ name: '', email: '', phone: '' });
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  const customAmount = Number(custom);
  const amount =
    preset ??
    (Number.isInteger(customAmount) && customAmount >= CONTRIBUTE.minimumAmount ? customAmount : null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!amount) return;
    setPhase({ kind: 'busy' });
    let order;
    try {
      order = await createDonationOrder({
        amount,
        donationType: type,
        name: donor.name.trim(),
        email: donor.email.trim(),
        phone: donor.phone.trim(),
      });
    } catch (error) {
      const message = error instanceof DonationOrderError ? error.message : CONTRIBUTE.failed;
      toast.error(message);
      setPhase({ kind: 'problem', message });
      return;
    }
    const { donationId, accessToken } = order;
    const outcome = await pay({
      order,
      confirm: (result) => confirmDonationPayment(donationId, accessToken, result),
      // The server marks the donation failed instead of leaving it pending.
      cancel: (reason) => cancelDonation(donationId, accessToken, reason),
    });
    if (outcome.kind === 'paid') {
      setPhase({ kind: 'thanks', amount, type });
    } else {
      setPhase({
        kind: 'problem',
        message: outcome.kind === 'dismissed' ? CONTRIBUTE.cancelled : CONTRIBUTE.failed,
      });
    }
  };

  if (phase.kind === 'thanks') {
    return (
      <StyledThanks role="status">
        <h3>{CONTRIBUTE.thanksTitle}</h3>
        <p>{CONTRIBUTE.thanks(formatInr(phase.amount), CONTRIBUTE.periodSuffix[phase.type])}</p>
        <StyledButton type="button" $variant="secondary" onClick={() => setPhase({ kind: 'idle' })}>
          {CONTRIBUTE.donateAgain}
        </StyledButton>
      </StyledThanks>
    );
  }

  const busy = phase.kind === 'busy';
  return (
    <StyledForm onSubmit={submit} aria-busy={busy}>
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
                onChange={() => setType(option.value)}
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
                onChange={() => {
                  setPreset(value);
                  setCustom('');
                }}
              />
              <span>{formatInr(value)}</span>
            </StyledChoice>
          ))}
        </StyledChoices>
        <StyledField>
          <StyledLabel htmlFor={ids.custom}>{CONTRIBUTE.customAmount}</StyledLabel>
          <StyledInput
            id={ids.custom}
            type="number"
            inputMode="numeric"
            min={CONTRIBUTE.minimumAmount}
            max={CONTRIBUTE.maximumAmount}
            step={1}
            value={custom}
            required={preset === null}
            onChange={(event) => {
              setCustom(event.target.value);
              setPreset(event.target.value === '' ? CONTRIBUTE.defaultAmount : null);
            }}
          />
        </StyledField>
      </StyledFieldset>
      {(['name', 'email', 'phone'] as const).map((key) => (
        <StyledField key={key}>
          <StyledLabel htmlFor={ids[key]}>{CONTRIBUTE[key]}</StyledLabel>
          <StyledInput
            id={ids[key]}
            name={key}
            type={key === 'email' ? 'email' : key === 'phone' ? 'tel' : 'text'}
            autoComplete={key === 'phone' ? 'tel' : key}
            required
            value={donor[key]}
            onChange={(event) => setDonor((current) => ({ ...current, [key]: event.target.value }))}
          />
        </StyledField>
      ))}
      <StyledButton type="submit" disabled={busy || !amount} $block>
        {busy ? CONTRIBUTE.processing : donateLabel(amount, type)}
      </StyledButton>
      <StyledMuted>{CONTRIBUTE.taxNote}</StyledMuted>
      {phase.kind === 'problem' && (
        <StyledNotice role="alert" $tone="error">
          {phase.message}
        </StyledNotice>
      )}
      {dialog}
    </StyledForm>
  );
}

const StyledChoices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
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

const StyledThanks = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
`;
