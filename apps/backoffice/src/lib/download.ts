import { ApiError, apiUrl } from './api';
import { getToken } from './session';

/** `attachment; filename="a.xlsx"; filename*=UTF-8''Existencias%20.xlsx` → 'Existencias .xlsx' */
export function fileNameOf(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: fall back to the plain name below.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(contentDisposition)?.[1];
  if (!plain) return null;
  try {
    return decodeURIComponent(plain.trim());
  } catch {
    return plain.trim();
  }
}

/** Hands a blob to the browser as a download with the given name. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; a moment later the URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a file the API serves only with the session token (a plain link would carry none):
 * fetch → blob → save under the server's file name.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(apiUrl(path.replace(/^\/?api\//, '')), {
      headers: token ? { Authorization: `Token ${token}` } : {},
    });
  } catch {
    throw new ApiError(null, '');
  }
  if (!response.ok) throw new ApiError(response.status, '');
  const name = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(await response.blob(), name);
}
