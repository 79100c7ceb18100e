import type { DesignValues } from './design-fields.js';

export interface PreviewLook {
  name: string;
  primary: string;
  secondary: string;
  background: string;
  text: string;
  headingFont: string;
  bodyFont: string;
  logoUrl: string | null;
}

const HEX = /^#[0-9A-Fa-f]{6}$/;

/** A colour as typed when it is one; half typed (`#0A7`), the saved one meanwhile. */
const colour = (typed: string, saved: string) =>
  HEX.test(typed) ? typed : HEX.test(saved) ? saved : '#888888';

/** What the preview draws: the form as typed, with the saved values standing in for what is not valid yet. */
export function previewLook(values: DesignValues, saved: DesignValues): PreviewLook {
  const name = values['design.commerceName'].trim();
  return {
    name: name || saved['design.commerceName'],
    primary: colour(values['design.colors.primary'], saved['design.colors.primary']),
    secondary: colour(values['design.colors.secondary'], saved['design.colors.secondary']),
    background: colour(values['design.colors.background'], saved['design.colors.background']),
    text: colour(values['design.colors.text'], saved['design.colors.text']),
    headingFont: values['design.fonts.heading'],
    bodyFont: values['design.fonts.body'],
    logoUrl: values['design.primaryLogoId']?.url ?? null,
  };
}
