/** A file part of a multipart body. */
export interface FilePart {
  field: string;
  filename: string;
  content: Buffer;
  type?: string;
}

/**
 * A multipart/form-data body as the back office's forms send it: scalar fields as text, lists and
 * objects as JSON text, files as file parts. Built with the platform's FormData, so the encoding
 * (boundary, headers) is a real browser-like one.
 */
export async function multipart(
  fields: Record<string, unknown>,
  files: FilePart[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(name, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  }
  for (const file of files)
    form.append(
      file.field,
      new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }),
      file.filename,
    );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
