import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { useCustomizer } from './use-customizer.js';

/** Applies the chosen direction to Mantine and to `<html dir>`. */
export function DirectionSync() {
  const [{ direction }] = useCustomizer();
  const { setDirection } = useDirection();
  useEffect(() => setDirection(direction), [direction, setDirection]);
  return null;
}
