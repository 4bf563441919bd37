import { downloadBlob } from './download-blob';

/** Hands `data` to the person as a JSON file, exactly what the app holds. */
export function downloadJson(fileName: string, data: unknown): void {
  downloadBlob(fileName, new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
}
