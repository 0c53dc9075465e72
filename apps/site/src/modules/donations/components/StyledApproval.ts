import styled from 'styled-components';
import { cluster } from '../../../components/layout';

/** A note above the Donate button (also the payment step's question). */
export const StyledApproval = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: ${({ theme }) => `${theme.borders.accent} ${theme.colors.primary}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.onPrimarySoft};
`;

export const StyledApprovalButtons = styled.span`
  ${cluster('xs')}
  margin-top: ${({ theme }) => theme.space.sm};
`;
