import type { ApiResponse } from '../api-client/api-client.ts';

/** The browser saves a file made here or answered by the API (a link to an object URL, clicked once). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * Saves a CSV the API answered (its bearer token goes in a header, so not a plain link), under
 * the name of its `content-disposition` or `fallbackName`.
 */
export function saveCsvResponse(response: ApiResponse<string>, fallbackName: string): void {
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  // Reading the body as text drops the byte order mark spreadsheets need for accents.
  const text = response.data.startsWith('\uFEFF') ? response.data : `\uFEFF${response.data}`;
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), name);
}
