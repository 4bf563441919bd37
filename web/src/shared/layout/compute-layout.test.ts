import { computeLayout } from './compute-layout';

describe('layout measures of spec section 2', () => {
  describe('a window wider than 1000 px (1280 x 800)', () => {
    const layout = computeLayout(1280, 800);
    it('makes the content 1000 px wide and as high as the window', () => {
      expect(layout.content).toEqual({ width: 1000, height: 800 });
    });
    it('makes the profile card 996 px wide and 35% of the window high', () => {
      expect(layout.profileCard.width).toBe(996);
      expect(layout.profileCard.height).toBeCloseTo(280);
    });
    it('makes background and header 995 px wide, the background 5 px shorter than the window', () => {
      expect(layout.background).toEqual({ width: 995, height: 795 });
      expect(layout.header.width).toBe(995);
    });
    it('makes the menu 995 px wide', () => {
      expect(layout.menu.width).toBe(995);
    });
    it('makes content cards 275 px wide and 1.618 times as high', () => {
      expect(layout.card.width).toBe(275);
      expect(layout.card.height).toBeCloseTo(444.95);
    });
  });

  describe('exactly 1000 px wide counts as not wide', () => {
    const layout = computeLayout(1000, 700);
    it('uses the window width for the content and width - 4 for the profile card', () => {
      expect(layout.content.width).toBe(1000);
      expect(layout.profileCard.width).toBe(996);
      expect(layout.background.width).toBe(995);
    });
  });

  describe('between 400 and 1000 wide and taller than 400 (800 x 900)', () => {
    const layout = computeLayout(800, 900);
    it('follows the window width', () => {
      expect(layout.content).toEqual({ width: 800, height: 900 });
      expect(layout.profileCard.width).toBe(796);
      expect(layout.background).toEqual({ width: 795, height: 895 });
      expect(layout.header.width).toBe(795);
    });
    it('makes the profile card 35% of the window high', () => {
      expect(layout.profileCard.height).toBeCloseTo(315);
    });
  });

  describe('between 400 and 1000 wide and not taller than 400 (800 x 380)', () => {
    it('makes the profile card 80% of the window high', () => {
      expect(computeLayout(800, 380).profileCard.height).toBeCloseTo(304);
    });
    it('treats exactly 400 high as not taller than 400', () => {
      expect(computeLayout(800, 400).profileCard.height).toBeCloseTo(320);
    });
  });

  describe('up to 400 wide (390 x 844)', () => {
    const layout = computeLayout(390, 844);
    it('makes the profile card 0.618 times the width high', () => {
      expect(layout.profileCard).toEqual({ width: 386, height: expect.closeTo(241.02, 2) });
    });
    it('keeps 275 px cards while the window is at least 350 wide', () => {
      expect(layout.card.width).toBe(275);
    });
    it('treats exactly 400 wide as narrow', () => {
      expect(computeLayout(400, 900).profileCard.height).toBeCloseTo(247.2);
    });
  });

  describe('narrower than 350 (340 x 700)', () => {
    const layout = computeLayout(340, 700);
    it('makes content cards the window width minus 82, still 1.618 times as high', () => {
      expect(layout.card.width).toBe(258);
      expect(layout.card.height).toBeCloseTo(417.444);
    });
    it('follows the window for everything else', () => {
      expect(layout.content).toEqual({ width: 340, height: 700 });
      expect(layout.profileCard.width).toBe(336);
      expect(layout.profileCard.height).toBeCloseTo(210.12);
      expect(layout.background).toEqual({ width: 335, height: 695 });
    });
  });
});
