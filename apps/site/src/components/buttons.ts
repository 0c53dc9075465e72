import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { cluster } from './layout';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/** The look shared by buttons and links that act as buttons. */
export const buttonStyles = css<{ $variant?: ButtonVariant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.layout.controlSize};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  border: ${({ theme }) => `${theme.borders.thin} ${theme.colors.primaryStrong}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast};

  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primaryStrong};
          color: ${theme.colors.onPrimaryStrong};
          &:hover:not(:disabled) {
            background: ${theme.colors.onPrimarySoft};
          }
        `
      : $variant === 'secondary'
        ? css`
            background: ${theme.colors.surface};
            color: ${theme.colors.primaryStrong};
            &:hover:not(:disabled) {
              background: ${theme.colors.primarySoft};
            }
          `
        : css`
            border-color: transparent;
            background: transparent;
            color: ${theme.colors.primaryStrong};
            &:hover:not(:disabled) {
              background: ${theme.colors.primarySoft};
            }
          `}

  &:disabled {
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

export const StyledButton = styled.button<{ $variant?: ButtonVariant; $block?: boolean }>`
  ${buttonStyles}
`;

export const StyledButtonLink = styled(Link)<{ $variant?: ButtonVariant; $block?: boolean }>`
  ${buttonStyles}
`;

export const StyledButtonAnchor = styled.a<{ $variant?: ButtonVariant; $block?: boolean }>`
  ${buttonStyles}
`;

export const StyledButtonRow = styled.div`
  ${cluster('sm')}
`;
