/**
 * Every measure of spec section 2 ("Layout measures") as one pure function of the window size, so
 * the figures are unit-tested band by band and every region reads them from one place.
 */
import { LAYOUT } from '@lab/domain';

export interface Size {
  width: number;
  height: number;
}

export interface LayoutMeasures {
  window: Size;
  /** The content area: as high as the window. */
  content: Size;
  profileCard: Size;
  background: Size;
  header: { width: number };
  /** The signed-in menu container. */
  menu: { width: number };
  /** A content card inside a page. */
  card: Size;
}

const isWide = (width: number): boolean => width > LAYOUT.wideBreakpoint;

/** Profile card height by the spec's three bands (wide, 400 to 1000 wide, up to 400 wide). */
export function profileCardHeight(width: number, height: number): number {
  if (isWide(width)) return height * LAYOUT.profileHeightShare;
  if (width > LAYOUT.narrowBreakpoint) {
    return height > LAYOUT.narrowBreakpoint ? height * LAYOUT.profileHeightShare : height * LAYOUT.profileHeightShareShort;
  }
  return width * LAYOUT.goldenFraction;
}

export function contentCardWidth(width: number): number {
  return width < LAYOUT.cardNarrowBreakpoint ? width - LAYOUT.contentCardNarrowMargin : LAYOUT.contentCardWidth;
}

export function computeLayout(width: number, height: number): LayoutMeasures {
  const wide = isWide(width);
  // The spec states the menu width only for wide windows; narrower ones follow the frame (width - 5).
  const frameWidth = wide ? LAYOUT.frameWidth : width - 5;
  const cardWidth = contentCardWidth(width);
  return {
    window: { width, height },
    content: { width: wide ? LAYOUT.contentWidth : width, height },
    profileCard: { width: wide ? LAYOUT.profileCardWidth : width - 4, height: profileCardHeight(width, height) },
    background: { width: frameWidth, height: height - 5 },
    header: { width: frameWidth },
    menu: { width: frameWidth },
    card: { width: cardWidth, height: cardWidth * LAYOUT.goldenRatio },
  };
}
