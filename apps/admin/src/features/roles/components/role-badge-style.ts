import type { BadgeVariant, MantineColor } from '@mantine/core';
import { roleBadgeColours } from '@tablero/domain';

export interface RoleBadgeStyle {
  /** Undefined: the theme's primary colour. */
  color: MantineColor | undefined;
  variant: BadgeVariant;
}

/**
 * The spec's badge colours (part 2 §6: admin primary, user kds danger, admin kds success, user cc
 * light, admin cc dark) as Mantine draws them. Danger and success are light badges: the theme
 * darkens those texts to pass WCAG AA, which white on Mantine's red or green does not.
 */
const styles: Record<string, RoleBadgeStyle> = {
  primary: { color: undefined, variant: 'light' },
  danger: { color: 'red', variant: 'light' },
  success: { color: 'green', variant: 'light' },
  light: { color: 'gray', variant: 'default' },
  dark: { color: 'dark', variant: 'filled' },
};

/** Any other role name: a neutral outline. */
const otherRole: RoleBadgeStyle = { color: 'gray', variant: 'outline' };

export function roleBadgeStyle(roleName: string): RoleBadgeStyle {
  const colour = roleBadgeColours[roleName];
  return (colour === undefined ? undefined : styles[colour]) ?? otherRole;
}
