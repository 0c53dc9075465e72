import styled from 'styled-components';
import { stack } from '../components/layout';

/** A column of the footer, and its heading: the newsletter's (Footer.tsx) and the others' (FrameContent.tsx). */
export const StyledColumn = styled.section`
  ${stack('sm')}

  address {
    font-style: normal;
  }
`;

export const StyledHeading = styled.h2`
  color: ${({ theme }) => theme.colors.onInk};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
