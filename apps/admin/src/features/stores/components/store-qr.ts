import QRCode from 'qrcode';
import { saveFile } from '../../../shared/ui/save-file.js';

/** A PNG of the QR code of a store's customer link, saved by the browser. */
export async function downloadStoreQr(link: string, fileName: string): Promise<void> {
  const dataUrl = await QRCode.toDataURL(link, { width: 512, margin: 2, errorCorrectionLevel: 'M' });
  const bytes = Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (c) => c.charCodeAt(0));
  saveFile(new Blob([bytes], { type: 'image/png' }), fileName);
}

/** `qr-demo-burger-nunoa.png`: readable, without accents or spaces. */
export function qrFileName(storeName: string): string {
  const slug = storeName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `qr-${slug || 'tienda'}.png`;
}
