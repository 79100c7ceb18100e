import { describe, expect, it } from 'vitest';
import { qrFileName } from './store-qr.js';

describe('QR file name', () => {
  it.each([
    ['Demo Burger Ñuñoa', 'qr-demo-burger-nunoa.png'],
    ['  Café & Té #2 ', 'qr-cafe-te-2.png'],
    ['***', 'qr-tienda.png'],
  ])('%j → %s', (name, file) => {
    expect(qrFileName(name)).toBe(file);
  });
});
