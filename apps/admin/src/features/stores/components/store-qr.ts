import QRCode from 'qrcode';

/** A PNG of the QR code of a store's customer link, saved by the browser. */
export async function downloadStoreQr(link: string, fileName: string): Promise<void> {
  const dataUrl = await QRCode.toDataURL(link, { width: 512, margin: 2, errorCorrectionLevel: 'M' });
  const anchor = document.createElement('a');
  anchor.href = dataUrl;
  anchor.download = fileName;
  anchor.click();
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
