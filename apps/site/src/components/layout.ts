import styled, { css, type DefaultTheme } from 'styled-components';

type Space = keyof DefaultTheme['space'];

/** A flex column with the theme's gap between its children. */
export const stack = (gap: Space) => css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[gap]};
`;

/** A wrapping flex row with the theme's gap between its children. */
export const cluster = (gap: Space) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[gap]};
`;

/** A control-sized square with its content centred (icon buttons, carousel dots). */
export const centredSquare = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.layout.controlSize};
  height: ${({ theme }) => theme.layout.controlSize};
`;

/** An outlined icon in a control: the theme's icon size, drawn in the text's colour. */
export const strokeIcon = (strokeWidth: number) => css`
  svg {
    width: ${({ theme }) => theme.layout.iconSize};
    height: ${({ theme }) => theme.layout.iconSize};
    fill: none;
    stroke: currentColor;
    stroke-width: ${strokeWidth};
    stroke-linecap: round;
  }
`;

/** A carousel's dot: a control-sized, borderless target around its small mark (drawn by its ::before). */
export const dotButton = css`
  ${centredSquare}
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    width: ${({ theme }) => theme.layout.dotSize};
    height: ${({ theme }) => theme.layout.dotSize};
  }
`;

/** A grid of as many columns of at least the layout's `min` as fit, with the theme's gap between cells. */
export const autoGrid = (min: keyof DefaultTheme['layout'], gap: Space) => css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ theme }) => theme.layout[min]}), 1fr));
  gap: ${({ theme }) => theme.space[gap]};
`;

/** A list of facts: muted small terms, bold values. */
export const factList = css`
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** A page's column of sections. */
export const StyledPage = styled.div`
  ${stack('xxl')}

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space.xxxl};
  }
`;

export const StyledPageHeader = styled.header`
  ${stack('sm')}
  max-width: ${({ theme }) => theme.layout.readableWidth};
  padding-left: ${({ theme }) => theme.space.lg};
  border-left: ${({ theme }) => `${theme.borders.accent} ${theme.colors.primary}`};
`;

export const StyledPageTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

export const StyledLead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const StyledSection = styled.section`
  ${stack('lg')}
`;

export const StyledSectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

export const StyledCardTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** A responsive grid of cards. */
export const StyledGrid = styled.ul`
  ${autoGrid('cardMinWidth', 'lg')}
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledCard = styled.article`
  position: relative;
  ${stack('xs')}
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => `${theme.borders.thin} ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  /* Notes that carry a visitor's e-mail address: a long one breaks rather than widening a phone's page. */
  overflow-wrap: anywhere;
`;

export const StyledStatus = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

export const StyledBulletList = styled.ul`
  ${stack('xs')}
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;

export const StyledVisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const StyledTag = styled.span`
  align-self: flex-start;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.onPrimarySoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
