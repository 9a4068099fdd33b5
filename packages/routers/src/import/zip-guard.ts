import yauzl from 'yauzl';
import { badRequest } from '../errors';

export const ZIP_LIMITS = { maxUncompressedBytes: 200 * 1024 * 1024, maxEntries: 5_000 };

/**
 * Reads the zip's central directory (no data is inflated) and refuses a zip bomb before SheetJS
 * would expand it in memory: too much uncompressed data or too many entries.
 */
export function assertSafeZip(data: Buffer, limits = ZIP_LIMITS): Promise<void> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) {
        reject(badRequest('The .xlsx file is damaged or truncated and cannot be read'));
        return;
      }
      let total = 0;
      let entries = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        entries += 1;
        total += entry.uncompressedSize;
        if (entries > limits.maxEntries || total > limits.maxUncompressedBytes) {
          zip.close();
          reject(badRequest('The .xlsx file expands to more data than a report can hold; nothing was imported'));
          return;
        }
        zip.readEntry();
      });
      zip.on('end', () => resolve());
      zip.on('error', () => reject(badRequest('The .xlsx file is damaged or truncated and cannot be read')));
      zip.readEntry();
    });
  });
}
