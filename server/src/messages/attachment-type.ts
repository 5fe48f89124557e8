/** The media types the sandbox can recognise from a file's first bytes. */
export const recognisedAttachmentTypes = ['application/pdf', 'image/png', 'image/jpeg', 'image/gif'] as const;
export type AttachmentType = (typeof recognisedAttachmentTypes)[number];

const signatures: readonly { type: AttachmentType; bytes: readonly number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] }, // GIF87a
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] }, // GIF89a
];

/**
 * What a file is, by its content's signature (magic bytes), never by its name: a program renamed
 * to statement.pdf is not a PDF, and a screenshot saved as .pdf is a PNG. Undefined when the
 * content is none of the recognised types.
 */
export function attachmentTypeOf(content: Uint8Array): AttachmentType | undefined {
  return signatures.find(({ bytes }) => bytes.length <= content.length && bytes.every((byte, index) => content[index] === byte))?.type;
}

/**
 * The name to keep for a file: its last path segment without control characters, quotes or
 * backslashes, so it is safe in a Content-Disposition header and shows as the member named it.
 */
export function attachmentFilenameOf(name: string): string {
  const lastSegment = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const cleaned = lastSegment.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return cleaned === '' ? 'attachment' : cleaned.slice(0, 255);
}
