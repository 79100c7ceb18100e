import { describe, expect, it } from 'vitest';
import { pictureFileMessages, pictureFileProblem } from './picture-file.js';

const MB = 1024 * 1024;

describe('pictureFileProblem (spec part 2 §5: jpg, png, jpeg or webp up to 1.5 MB)', () => {
  it.each([
    ['foto.jpg', 'image/jpeg', MB],
    ['foto.JPEG', 'image/jpeg', MB],
    ['foto.png', 'image/png', 1.5 * MB],
    ['foto.webp', 'image/webp', 10],
  ])('accepts %s (%s, %d bytes)', (name, type, size) => {
    expect(pictureFileProblem({ name, type, size })).toBeUndefined();
  });

  it.each([
    ['animada.gif', 'image/gif', 10, pictureFileMessages.wrongType],
    ['foto.png.exe', 'application/octet-stream', 10, pictureFileMessages.wrongType],
    ['foto.png', 'text/plain', 10, pictureFileMessages.wrongType],
    ['grande.png', 'image/png', 1.5 * MB + 1, pictureFileMessages.tooLarge],
  ])('refuses %s (%s, %d bytes)', (name, type, size, message) => {
    expect(pictureFileProblem({ name, type, size })).toBe(message);
  });
});
