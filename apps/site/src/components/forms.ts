import styled, { css } from 'styled-components';
import { stack } from './layout';

export const StyledForm = styled.form`
  ${stack('md')}
`;

export const StyledField = styled.div`
  ${stack('xxs')}
`;

export const StyledLabel = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The look of inputs, textareas and selects: bordered, full width, red when invalid. */
const controlStyles = css`
  min-height: ${({ theme }) => theme.layout.controlSize};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: ${({ theme }) => `${theme.borders.thin} ${theme.colors.textMuted}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const StyledInput = styled.input`
  ${controlStyles}
`;

export const StyledTextarea = styled.textarea`
  ${controlStyles}
  min-height: ${({ theme }) => theme.layout.textareaRows};
  resize: vertical;
`;

export const StyledFieldError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledHint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledFieldset = styled.fieldset`
  ${stack('xs')}
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/**
 * A notice after a submission: success or error. Notices often repeat the visitor's e-mail address, which has
 * no place to break: it wraps anywhere rather than run out of the phone's screen.
 */
export const StyledNotice = styled.p<{ $tone: 'success' | 'error' }>`
  overflow-wrap: anywhere;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.successSoft : theme.colors.dangerSoft)};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
`;

/** A native select, sized and bordered like the inputs. */
export const StyledSelect = styled.select`
  ${controlStyles}
`;
