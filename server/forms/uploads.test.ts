import { describe, expect, it } from 'vitest';
import { tinyImage } from './test-support';
import { sniffImage } from './uploads';

describe('sniffImage', () => {
  it('recognises PNG, JPEG and WebP by their first bytes', async () => {
    expect(sniffImage(await tinyImage('png'))).toBe('png');
    expect(sniffImage(await tinyImage('jpeg'))).toBe('jpg');
    expect(sniffImage(await tinyImage('webp'))).toBe('webp');
  });

  it('refuses anything else, whatever it claims to be', () => {
    expect(sniffImage(Buffer.from('GIF89a......'))).toBeNull();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffImage(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});
