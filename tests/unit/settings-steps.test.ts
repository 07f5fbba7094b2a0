import { describe, expect, it } from 'vitest';
import { isLogoSizeStep, LOGO_SIZE, snapCarouselSpeed, snapLogoSize } from '#src/schemas/settings.ts';

// The admin's sliders snap to these values (docs/decisions/0006-settings-steps.md).

describe('snapLogoSize', () => {
  it('keeps every allowed size as it is, the bounds included', () => {
    const sizes = Array.from({ length: LOGO_SIZE.max - LOGO_SIZE.min + 1 }, (_, index) => LOGO_SIZE.min + index).filter(isLogoSizeStep);
    for (const size of sizes) expect(snapLogoSize(size)).toBe(size);
    expect(snapLogoSize(100)).toBe(100);
    expect(snapLogoSize(500)).toBe(500);
  });

  it('moves any other number to the nearest allowed size', () => {
    expect(snapLogoSize(300)).toBe(304);
    expect(snapLogoSize(262)).toBe(256);
    expect(snapLogoSize(102)).toBe(100);
    expect(snapLogoSize(107)).toBe(112);
    expect(snapLogoSize(499)).toBe(500);
    expect(snapLogoSize(497)).toBe(496);
    expect(snapLogoSize(9000)).toBe(500);
    expect(snapLogoSize(-5)).toBe(100);
  });

  it('always gives an allowed size, and the default for what is not a number', () => {
    for (let value = 0; value <= 600; value += 0.5) expect(isLogoSizeStep(snapLogoSize(value))).toBe(true);
    expect(snapLogoSize(Number.NaN)).toBe(256);
    expect(snapLogoSize(Number.POSITIVE_INFINITY)).toBe(256);
  });
});

describe('snapCarouselSpeed', () => {
  it('moves to the nearest 5 seconds within 10-120', () => {
    expect(snapCarouselSpeed(33)).toBe(35);
    expect(snapCarouselSpeed(40)).toBe(40);
    expect(snapCarouselSpeed(3)).toBe(10);
    expect(snapCarouselSpeed(500)).toBe(120);
  });
});
