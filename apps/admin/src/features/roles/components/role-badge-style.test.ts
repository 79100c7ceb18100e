import { describe, expect, it } from 'vitest';
import { roleBadgeStyle } from './role-badge-style.js';

describe('role badge colours (spec part 2 §6)', () => {
  it.each([
    ['admin', undefined, 'light'],
    ['user kds', 'red', 'light'],
    ['admin kds', 'green', 'light'],
    ['user cc', 'gray', 'default'],
    ['admin cc', 'dark', 'filled'],
    ['Cajero', 'gray', 'outline'],
  ])('%s is drawn %s %s', (name, color, variant) => {
    expect(roleBadgeStyle(name)).toEqual({ color, variant });
  });
});
